import type { Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { brand } from '@/lib/brand';
import { routing } from '@/lib/i18n/routing';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#1f4fd1', colorScheme: 'light' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Common' });
  const name = brand().name;

  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <header className="site-header">
          <a className="logo" href={locale === routing.defaultLocale ? '/' : `/${locale}`}>
            <span className="logo__mark" aria-hidden="true" />
            <span className="visually-hidden">{t('homeLink', { brand: name })}</span>
            <span aria-hidden="true">{name}</span>
          </a>
        </header>
        {/* Client leaves get only the messages they use. */}
        <NextIntlClientProvider messages={null}>
          <main id="main" className="page">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
