import type { Metadata } from 'next';
import { NotFoundView } from '@/components/error/not-found-view';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ locale: defaultLocale, route: null, key: 'notFound' });
}

// Reached only by requests proxy.ts does not see: a name under the file folders that is no file
// (/icons/missing.svg, /_next/static/…). Every page path gets the translated, prerendered page
// of app/[locale]/not-found-page instead. No locale is known here, so it is the English view,
// without the site's header and footer (they belong to the locale layout).
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale}>
      <body>
        <main id="main" className="page">
          <NotFoundView locale={defaultLocale} area="site" />
        </main>
      </body>
    </html>
  );
}
