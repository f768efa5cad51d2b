import { beforeEach, describe, expect, it, vi } from 'vitest';

// The compare and cross-chain sitemap sources over a small catalogue: listing pages first, then
// the items in listing order, canonical spellings only, no thin cross-chain pair, and each part
// read on its own.

const catalogue = vi.hoisted(() => ({
  codes: ['btc', 'eth', 'usdttrc20', 'usdterc20'],
  listed: [{ from: 'usdttrc20', to: 'usdterc20' }],
}));

vi.mock('@/lib/pages/data/compare-data', () => ({
  enabledCodes: async () => catalogue.codes,
}));
vi.mock('@/lib/pages/data/cross-chain-data', () => ({
  tokens: async () => [
    {
      ticker: 'USDT',
      currencies: [
        { code: 'usdttrc20', ticker: 'USDT', network: { code: 'tron' } },
        { code: 'usdterc20', ticker: 'USDT', network: { code: 'ethereum' } },
      ],
    },
  ],
  indexableCrossChainPairs: async () => catalogue.listed,
}));

const { compareSitemap, crossChainSitemap, crossChainTokensSitemap } =
  await import('@/lib/pages/sitemaps/catalogue-pairs');

const paths = (entries: ReadonlyArray<{ path: string }>) => entries.map((entry) => entry.path);

describe('compare sitemap', () => {
  beforeEach(() => {
    catalogue.codes = ['btc', 'eth', 'usdttrc20', 'usdterc20'];
  });

  it('lists the listing page, then every comparison once in its canonical spelling', async () => {
    expect(await compareSitemap.count()).toBe(1 + 6);
    expect(paths(await compareSitemap.entries(1, 100))).toEqual([
      '/compare',
      '/compare/btc-vs-eth',
      '/compare/btc-vs-usdttrc20',
      '/compare/eth-vs-usdttrc20',
      '/compare/btc-vs-usdterc20',
      '/compare/eth-vs-usdterc20',
      '/compare/usdttrc20-vs-usdterc20',
    ]);
  });

  it('reads one part at a time, the parts adding up to the whole', async () => {
    const whole = paths(await compareSitemap.entries(1, 100));
    const parts = [1, 2, 3].map(async (part) => paths(await compareSitemap.entries(part, 3)));
    expect((await Promise.all(parts)).flat()).toEqual(whole);
    expect(await compareSitemap.entries(4, 3)).toEqual([]);
  });

  it('counts listing pages for a large catalogue', async () => {
    catalogue.codes = Array.from({ length: 30 }, (_, n) => `c${n}`);
    // 435 comparisons, 100 a page: 5 listing pages.
    expect(await compareSitemap.count()).toBe(5 + 435);
    expect(paths(await compareSitemap.entries(1, 6))).toEqual([
      '/compare',
      '/compare/page-2',
      '/compare/page-3',
      '/compare/page-4',
      '/compare/page-5',
      '/compare/c0-vs-c1',
    ]);
  });
});

describe('cross-chain sitemaps', () => {
  it('lists the listing and only the pairs a provider lists', async () => {
    expect(paths(await crossChainSitemap.entries(1, 100))).toEqual([
      '/cross-chain',
      '/cross-chain/usdttrc20-to-usdterc20',
    ]);
    expect(await crossChainSitemap.count()).toBe(2);
  });

  it('lists the token listing pages', async () => {
    expect(paths(await crossChainTokensSitemap.entries(1, 100))).toEqual(['/cross-chain/tokens']);
    expect(await crossChainTokensSitemap.count()).toBe(1);
  });
});
