import { notFound } from 'next/navigation';
import { PairListView } from '@/components/catalogue/pairs/pair-list-view';
import { pairListing, pairListingPage } from '@/lib/pages/data/pair-data';
import { PER_PAGE } from '@/lib/catalogue/listings';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// /exchange-pairs and /exchange-pairs/page-{n}: one page of the listing read from the cached
// catalogue (lib/pages/data/pair-data.ts). Each page is canonical to itself; a page past the end
// of what the database holds (the operator switched currencies off) is a 404.

export async function listingMetadata(locale: Locale, page: number) {
  const { currencies, order } = await pairListing();
  const route = routes.exchangePairs(page);
  if (page === 1) {
    return pageMetadata({
      locale,
      route,
      key: 'pairList',
      values: { pairs: order.total, coins: currencies.length },
    });
  }
  const first = (page - 1) * PER_PAGE.exchangePairs + 1;
  return pageMetadata({
    locale,
    route,
    key: 'pairListPage',
    values: {
      page,
      first,
      last: Math.min(order.total, page * PER_PAGE.exchangePairs),
      pairs: order.total,
    },
  });
}

export async function PairListing({ locale, page }: { locale: Locale; page: number }) {
  const [listing, { currencies }] = await Promise.all([pairListingPage(page), pairListing()]);
  if (!listing) notFound();
  return <PairListView locale={locale} listing={listing} coins={currencies.length} />;
}
