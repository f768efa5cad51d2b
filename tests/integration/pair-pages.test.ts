import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogueCache, listCurrencies } from '@/lib/catalogue';
import { PER_PAGE } from '@/lib/catalogue/listings';
import { pairListing, pairListingPage, pairView } from '@/lib/pages/data/pair-data';
import { pairAt } from '@/lib/catalogue/pairs';
import { pageCount } from '@/lib/catalogue/slugs';
import { clearGlobalDataCache } from '@/lib/global-data';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { clearHistoryReads } from '@/lib/rates/history-reads';
import { pairsSitemap } from '@/lib/pages/sitemaps/pairs';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The exchange-pair pages' reads on both databases: the listing over the seeded catalogue and
// global data, one pair's view (a ticker read as its currency, thin when no provider lists it),
// and the sitemap source that reads one range at a time and leaves thin pairs out.

/** A provider that lists exactly these codes, both ways. */
function lister(id: string, codes: string[]): ExchangeProvider {
  return {
    info: {
      id,
      name: id.toUpperCase(),
      sandbox: false,
      kyc: 'none',
      rating: 4,
      eta: { min: id === 'a' ? 5 : 10, max: id === 'a' ? 20 : 45 },
      website: '',
      rateTypes: ['floating'],
      reverse: false,
    },
    supports: async (from, to) => codes.includes(from.code) && codes.includes(to.code),
    range: () => Promise.reject(new Error('unused')),
    quote: () => Promise.reject(new Error('unused')),
    createSwap: () => Promise.reject(new Error('unused')),
    getSwap: () => Promise.reject(new Error('unused')),
  };
}

describe.for(dbTargets())('exchange-pair pages on $name', (target) => {
  useTestDatabase(target);
  beforeEach(() => {
    clearCatalogueCache();
    clearGlobalDataCache();
    clearHistoryReads();
  });
  afterEach(() => setProvidersForTests(null));

  it('lists every ordered pair, the seeded popular pairs first, with reference rates', async () => {
    const currencies = await listCurrencies();
    const first = await pairListingPage(1);
    expect(first?.total).toBe(currencies.length * (currencies.length - 1));
    expect(first?.pageCount).toBe(pageCount(first!.total, PER_PAGE.exchangePairs));
    expect(first?.rows).toHaveLength(PER_PAGE.exchangePairs);
    expect(first?.rows.slice(0, 3).map((row) => `${row.from.code}-${row.to.code}`)).toEqual([
      'btc-eth',
      'eth-btc',
      'btc-usdttrc20',
    ]);
    expect(Number(first?.rows[0]?.reference?.rate)).toBeGreaterThan(1);
    expect(await pairListingPage(first!.pageCount + 1)).toBeNull();
    const last = await pairListingPage(first!.pageCount);
    expect(last?.rows.length).toBe(first!.total - (first!.pageCount - 1) * PER_PAGE.exchangePairs);
  });

  it('reads one pair: a ticker names its most popular currency, and who lists it', async () => {
    setProvidersForTests([lister('a', ['btc', 'usdttrc20']), lister('b', ['btc', 'usdttrc20'])]);
    const view = await pairView('btc', 'usdt');
    expect(view?.canonical).toEqual({ from: 'btc', to: 'usdttrc20' });
    expect(view?.providers?.map((provider) => provider.id)).toEqual(['a', 'b']);
    expect(view?.eta).toEqual({ min: 5, max: 45 });
    expect(view?.snapshot).toBeNull();
    expect(view?.reference?.fromSnapshot).toBe(true);
    // No offers round yet: the form starts with about 500 US dollars of BTC.
    expect(Number(view?.amount)).toBeGreaterThan(0);
    expect(await pairView('btc', 'btc')).toBeNull();
    expect(await pairView('btc', 'nope')).toBeNull();
    expect(await pairView('usdt', 'usdttrc20')).toBeNull();
  });

  it('a pair no provider lists is thin: no provider, no time', async () => {
    setProvidersForTests([lister('a', ['btc', 'eth'])]);
    const view = await pairView('btc', 'xmr');
    expect(view?.providers).toEqual([]);
    expect(view?.eta).toBeNull();
  });

  it('the sitemap lists the listing pages, then the pairs some provider lists, range by range', async () => {
    setProvidersForTests([lister('a', ['btc', 'eth', 'xmr'])]);
    const { order } = await pairListing();
    const pages = pageCount(order.total, PER_PAGE.exchangePairs);
    expect(await pairsSitemap.count()).toBe(pages + order.total);

    const firstFile = await pairsSitemap.entries(1, 1_000);
    expect(firstFile.slice(0, 2).map((entry) => entry.path)).toEqual([
      '/exchange-pairs',
      '/exchange-pairs/page-2',
    ]);
    const pairPaths = firstFile.slice(pages).map((entry) => entry.path);
    // Only the six pairs of the three listed coins, in the listing's order.
    expect(pairPaths).toEqual(
      expect.arrayContaining(['/exchange/btc-to-eth', '/exchange/eth-to-btc']),
    );
    expect(
      pairPaths.every((path) => /^\/exchange\/(btc|eth|xmr)-to-(btc|eth|xmr)$/.test(path)),
    ).toBe(true);
    expect(pairPaths[0]).toBe('/exchange/btc-to-eth');

    // A range past the listing pages holds pairs only, read by position.
    const size = 500;
    const part = Math.floor(pages / size) + 2;
    const entries = await pairsSitemap.entries(part, size);
    for (const entry of entries) expect(entry.path).toMatch(/^\/exchange\/(btc|eth|xmr)-to-/);
    const start = (part - 1) * size - pages;
    const expected = Array.from({ length: size }, (_, i) => pairAt(order, start + i)!)
      .filter(
        (pair) =>
          ['btc', 'eth', 'xmr'].includes(pair.from) && ['btc', 'eth', 'xmr'].includes(pair.to),
      )
      .map((pair) => `/exchange/${pair.from}-to-${pair.to}`);
    expect(entries.map((entry) => entry.path)).toEqual(expected);
  });
});
