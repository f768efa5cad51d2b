import { afterEach, describe, expect, it } from 'vitest';
import { clearCatalogueCache, listCurrencies } from '@/lib/catalogue';
import { coinPageData } from '@/lib/pages/data/coin-page';
import { PER_PAGE } from '@/lib/catalogue/listings';
import { coinsSitemap } from '@/lib/pages/sitemaps/coins';
import { sitemapSources } from '@/lib/pages/sitemaps';
import { dbTargets, useTestDatabase } from '../helpers/db';

describe.for(dbTargets())('coin pages on $name', (target) => {
  useTestDatabase(target);
  afterEach(() => clearCatalogueCache());

  it('reads a coin page from the catalogue, with the snapshot price and no chart', async () => {
    const data = await coinPageData('btc');
    expect(data?.currency).toMatchObject({ code: 'btc', ticker: 'BTC' });
    expect(data?.price?.source).toBe('snapshot');
    // Without a live source there is no history to show: never a chart of the snapshot.
    expect(data?.live).toBeNull();
    expect(data?.partners.length).toBeGreaterThan(0);
    expect(data?.partners.every((other) => other.ticker !== 'BTC')).toBe(true);
    expect(data?.popular.every((currency) => currency.popularRank !== null)).toBe(true);
    expect(await coinPageData('nope')).toBeNull();
    // The footer names coins by ticker: a ticker without a currency of its code answers its
    // first currency, whose page is the canonical one.
    expect((await coinPageData('usdt'))?.currency.code).toBe(
      (await listCurrencies()).find((currency) => currency.ticker === 'USDT')?.code,
    );
    expect((await coinPageData('bnb'))?.currency.code).toBe('bnbbsc');
    const usdt = await coinPageData('usdttrc20');
    expect(usdt?.otherNetworks.map((currency) => currency.code)).toContain('usdterc20');
  });

  it('lists every listing page and every coin in the coins sitemap', async () => {
    expect(sitemapSources).toContain(coinsSitemap);
    const currencies = await listCurrencies();
    const pages = Math.ceil(currencies.length / PER_PAGE.coins);
    expect(await coinsSitemap.count()).toBe(pages + currencies.length);
    const entries = await coinsSitemap.entries(1, 1_000);
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, pages)).toEqual([
      '/coin',
      ...Array.from({ length: pages - 1 }, (_, index) => `/coin/page-${index + 2}`),
    ]);
    expect(paths).toContain('/coin/btc');
    expect(paths).toContain('/coin/usdttrc20');
    expect(new Set(paths).size).toBe(paths.length);
    expect((await coinsSitemap.entries(2, pages))[0]?.path).toBe(paths[pages]);
  });
});
