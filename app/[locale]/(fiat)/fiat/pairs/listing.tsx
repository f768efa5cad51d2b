import { notFound } from 'next/navigation';
import { PairsListView } from '@/components/fiat/pages/pairs-list-view';
import { fiatPairsListing } from '@/lib/fiat/hub-page';
import { FIAT_PAIRS_PER_PAGE } from '@/lib/fiat/page-segments';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// /fiat/pairs and /fiat/pairs/page-{n}: one page of the served pairs, read from the stored
// coverage. Each page is canonical to itself; past the end of what is served it is a 404.

async function load(locale: Locale, page: number) {
  const listing = await fiatPairsListing(locale, page);
  if (!listing) notFound();
  return listing;
}

export async function pairsMetadata(locale: Locale, page: number) {
  const listing = await load(locale, page);
  const route = routes.fiatPairs(page);
  const pairs = listing.total;
  if (page === 1) {
    const fiats = new Set(listing.rows.map((row) => row.fiat.code)).size;
    return pageMetadata({ locale, route, key: 'fiatPairs', values: { pairs, fiats } });
  }
  const first = (page - 1) * FIAT_PAIRS_PER_PAGE + 1;
  return pageMetadata({
    locale,
    route,
    key: 'fiatPairsPage',
    values: { page, first, last: first + listing.rows.length - 1, pairs },
  });
}

export async function PairsListing({ locale, page }: { locale: Locale; page: number }) {
  return <PairsListView locale={locale} listing={await load(locale, page)} />;
}
