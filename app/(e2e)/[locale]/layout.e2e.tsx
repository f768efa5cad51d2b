import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Analytics } from '@/components/layout/analytics/analytics';
import { routing } from '@/lib/i18n/routing';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1, see next.config.ts). A root layout of its own,
// so the fixtures render on demand without the site's shell around them. It keeps what the nonce
// tests need from the real layout: the document and our own inline script (Analytics).
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function FixtureLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <Analytics />
        {children}
      </body>
    </html>
  );
}
