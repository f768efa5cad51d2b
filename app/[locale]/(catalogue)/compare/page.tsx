import { notFound } from 'next/navigation';
import { CompareListing } from '@/components/catalogue/compare/compare-listing';
import { compareListing } from '@/lib/pages/data/compare-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Page 1 of every comparison of two coins; page 2 on is /compare/page-{n} ([slug]). Prerendered
// per locale and regenerated every 5 minutes, when the catalogue may have changed.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/compare'>) {
  const { locale } = await params;
  const listing = await compareListing(1);
  return pageMetadata({
    locale: locale as Locale,
    route: routes.compares(),
    key: 'compare',
    values: { count: listing?.total ?? 0 },
  });
}

export default async function ComparePage({ params }: PageProps<'/[locale]/compare'>) {
  const locale = await pageLocale(params);
  const listing = await compareListing(1);
  if (!listing) notFound();
  return <CompareListing locale={locale} {...listing} />;
}
