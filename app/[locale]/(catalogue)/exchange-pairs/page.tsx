import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { listingMetadata, PairListing } from './listing';

// Prerendered, then rendered again in the background at most every 5 minutes, so the listing
// follows the catalogue and the reference prices without a rebuild.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/exchange-pairs'>) {
  const { locale } = await params;
  return listingMetadata(locale as Locale, 1);
}

export default async function ExchangePairsPage({ params }: PageProps<'/[locale]/exchange-pairs'>) {
  const locale = await pageLocale(params);
  return <PairListing locale={locale} page={1} />;
}
