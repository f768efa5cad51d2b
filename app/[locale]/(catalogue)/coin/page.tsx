import { notFound } from 'next/navigation';
import { CoinListView } from '@/components/catalogue/coins/coin-list-view';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { coinListing, coinListingMetadata } from './listing';

// Prerendered per locale and rendered again in the background at most every 5 minutes, so the
// prices follow the price refresh without a rebuild.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/coin'>) {
  const { locale } = await params;
  return coinListingMetadata(locale as Locale, 1);
}

export default async function CoinsPage({ params }: PageProps<'/[locale]/coin'>) {
  const locale = await pageLocale(params);
  const listing = await coinListing(1);
  if (!listing) notFound();
  return <CoinListView locale={locale} {...listing} />;
}
