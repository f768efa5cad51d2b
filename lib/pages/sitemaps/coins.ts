import 'server-only';
import { routes } from '../../routing/routes';
import type { SitemapEntry, SitemapSource } from '../../seo/sitemap';
import { listCurrencies } from '../../catalogue/index';
import { coinsPage } from '../../catalogue/coin-listing';
import { PER_PAGE } from '../../catalogue/listings';
import { pageCount } from '../../catalogue/slugs';

// The coin pages in the sitemaps: the listing's pages (each canonical to itself) first, then one
// page per enabled currency, in the listing's order. Read from the database's catalogue, so a
// currency the operator switches off leaves the sitemap with its page.

async function coinEntries(): Promise<SitemapEntry[]> {
  const currencies = await listCurrencies();
  const pages = pageCount(currencies.length, PER_PAGE.coins);
  const listing = Array.from({ length: pages }, (_, index) => ({
    path: routes.coins(index + 1),
    changeFrequency: 'hourly' as const,
    priority: index === 0 ? 0.8 : 0.5,
  }));
  const coins = Array.from({ length: pages }, (_, index) => coinsPage(currencies, index + 1))
    .flatMap((page) => page?.items ?? [])
    .map((currency) => ({
      path: routes.coin(currency.code),
      changeFrequency: 'hourly' as const,
      priority: currency.popularRank === null ? 0.6 : 0.8,
    }));
  return [...listing, ...coins];
}

export const coinsSitemap: SitemapSource = {
  name: 'coins',
  count: async () => (await coinEntries()).length,
  entries: async (page, size) => (await coinEntries()).slice((page - 1) * size, page * size),
};
