import type { Metadata } from 'next';
import { NotFoundView } from '@/components/error/not-found-view';
import { brand } from '@/lib/brand';
import { brandStyle } from '@/lib/brand-style';
import { defaultLocale } from '@/lib/i18n/locales';
import { brandIcons } from '@/lib/seo/icons';
import { pageMetadata } from '@/lib/seo/page-metadata';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata({ locale: defaultLocale, route: null, key: 'notFound' })),
    icons: brandIcons,
  };
}

// Reached only by requests proxy.ts does not see: a name under the file folders that is no file
// (/icons/missing.svg, /_next/static/…). Every page path gets the translated, prerendered page
// of app/[locale]/not-found-page instead. No locale is known here, so it is the English view,
// without the site's header and footer (they belong to the locale layout).
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} style={brandStyle(brand().colors)}>
      <body>
        <main id="main" className="page">
          <NotFoundView locale={defaultLocale} area="site" />
        </main>
      </body>
    </html>
  );
}
