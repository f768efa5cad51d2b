import 'server-only';
import { pairAt } from '../../catalogue/pairs';
import { pairListing } from '../data/pair-data';
import { PER_PAGE } from '../../catalogue/listings';
import { pageCount } from '../../catalogue/slugs';
import { providersListingPair } from '../../rates/listing';
import { routes } from '../../routing/routes';
import type { SitemapEntry, SitemapSource } from '../../seo/sitemap';

// The exchange pairs in the sitemaps: the listing's pages, then every pair page in the listing's
// order (lib/catalogue/pairs.ts), read one file's range at a time by index arithmetic, never the
// 27,000 pairs at once. A thin pair (no provider lists it: its page is noindex) is left out of
// its range, so a file may hold fewer entries than its range; the count is the ranges' total,
// which keeps every file's range fixed however many pairs are thin.

export const pairsSitemap: SitemapSource = {
  name: 'pairs',
  count: async () => {
    const { order } = await pairListing();
    return pageCount(order.total, PER_PAGE.exchangePairs) + order.total;
  },
  entries: async (page, size) => {
    const { currencies, order } = await pairListing();
    const pages = pageCount(order.total, PER_PAGE.exchangePairs);
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
    const start = (page - 1) * size;
    const end = Math.min(pages + order.total, start + size);
    const entries: SitemapEntry[] = [];
    for (let index = start; index < end; index += 1) {
      if (index < pages) {
        entries.push({
          path: routes.exchangePairs(index + 1),
          changeFrequency: 'daily',
          priority: 0.5,
        });
        continue;
      }
      const pair = pairAt(order, index - pages)!;
      const listed = await providersListingPair(byCode.get(pair.from)!, byCode.get(pair.to)!);
      if (listed.length === 0) continue;
      entries.push({
        path: routes.pair(pair.from, pair.to),
        changeFrequency: 'daily',
        priority: index - pages < order.head.length ? 0.8 : 0.6,
      });
    }
    return entries;
  },
};
