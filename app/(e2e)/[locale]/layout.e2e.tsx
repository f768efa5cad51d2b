import { Analytics } from '@/components/layout/analytics/analytics';
import { layoutLocale, localeStaticParams } from '@/lib/pages/page-params';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1, see next.config.ts). A root layout of its own,
// so the fixtures render on demand without the site's shell around them. It keeps what the nonce
// tests need from the real layout: the document and our own inline script (Analytics).
export const generateStaticParams = localeStaticParams;

export default async function FixtureLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await layoutLocale(params);
  return (
    <html lang={locale}>
      <body>
        <Analytics />
        {children}
      </body>
    </html>
  );
}
