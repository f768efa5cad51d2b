import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Analytics } from '@/components/layout/analytics/analytics';
import { CookieConsent } from '@/components/layout/consent/cookie-consent';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import { NavigationFeedback } from '@/components/layout/navigation/navigation-feedback';
import { SHELL_MESSAGES } from '@/components/layout/shell-messages';
import { brand } from '@/lib/brand';
import { brandStyle } from '@/lib/brand-style';
import { pickMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';
import { layoutLocale, localeStaticParams } from '@/lib/pages/page-params';
import { brandIcons } from '@/lib/seo/icons';
import '../globals.css';

export const generateStaticParams = localeStaticParams;

export function generateViewport(): Viewport {
  return { themeColor: brand().themeColor, colorScheme: 'light' };
}

export const metadata: Metadata = { icons: brandIcons };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await layoutLocale(params);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getMessages({ locale }),
  ]);

  return (
    // The cookie banner's pre-paint script marks <html> (data-consent) before hydration.
    // The brand's colours as CSS custom properties, over app/globals.css's defaults.
    <html lang={locale} style={brandStyle(brand().colors)} suppressHydrationWarning>
      <body>
        <Analytics />
        {/* The locale for every client part, and only the strings the error boundary needs: each
            island brings its own (components/layout/shell-messages.ts). */}
        <NextIntlClientProvider
          locale={locale}
          messages={pickMessages(messages as Messages, SHELL_MESSAGES)}
          timeZone="UTC"
        >
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          {/* Early in the DOM so keyboard and screen-reader users meet it first; it is drawn at
              the bottom of the window. */}
          <CookieConsent />
          <NavigationFeedback />
          <SiteHeader locale={locale} />
          <main id="main" className="page" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
