import { getReferencePrices, listCurrencies } from '@/lib/catalogue';
import { coinsPage } from '@/lib/catalogue/coin-listing';
import { catalogueCounts } from '@/lib/catalogue/counts';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Shared by /coin and /coin/page-{n}: the page's data and its head data.

/**
 * Page `page` of the listing with the prices and the counts the home page and About state too
 * (catalogueCounts), or null past the end.
 */
export async function coinListing(page: number) {
  const [currencies, prices] = await Promise.all([listCurrencies(), getReferencePrices()]);
  const data = coinsPage(currencies, page);
  if (!data) return null;
  return { data, prices, counts: catalogueCounts(currencies) };
}

/** Titles and descriptions with the real counts; each page canonical to itself. */
export async function coinListingMetadata(locale: Locale, page: number) {
  const listing = await coinListing(page);
  if (!listing) return pageMetadata({ locale, route: null, key: 'notFound' });
  const values = {
    count: listing.counts.coins,
    networks: listing.counts.networks,
    page,
    pages: listing.data.pageCount,
  };
  return pageMetadata({
    locale,
    route: routes.coins(page),
    key: page === 1 ? 'coins' : 'coinsPage',
    values,
  });
}
