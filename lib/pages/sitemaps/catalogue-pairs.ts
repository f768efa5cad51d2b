import { compareCount, comparePositions } from '../../catalogue/compare';
import { enabledCodes } from '../data/compare-data';
import { indexableCrossChainPairs, tokens } from '../data/cross-chain-data';
import { PER_PAGE } from '../../catalogue/listings';
import { pageCount } from '../../catalogue/slugs';
import { routes, type Path } from '../../routing/routes';
import type { SitemapEntry, SitemapSource } from '../../seo/sitemap';

// The sitemap sources of the compare and cross-chain sections: each lists its listing pages
// first (every page is canonical to itself), then its items, and reads only the entries of the
// part asked for. Comparisons are addressed by index arithmetic (lib/catalogue/compare.ts), so a
// part of 1,000 out of 13,530 never builds the rest. Only canonical spellings are listed
// (btc-vs-eth, never eth-vs-btc), and no thin cross-chain pair (one no provider lists).

/** Entries `from` .. `to` - 1 of a source whose entry `index` is `at(index)`. */
function slice(count: number, page: number, size: number, at: (index: number) => SitemapEntry) {
  const start = (page - 1) * size;
  const end = Math.min(count, start + size);
  return Array.from({ length: Math.max(0, end - start) }, (_, offset) => at(start + offset));
}

const listingEntry = (path: Path): SitemapEntry => ({
  path,
  changeFrequency: 'weekly',
  priority: 0.5,
});

export const compareSitemap: SitemapSource = {
  name: 'compare',
  count: async () => {
    const total = compareCount((await enabledCodes()).length);
    return pageCount(total, PER_PAGE.compare) + total;
  },
  entries: async (page, size) => {
    const codes = await enabledCodes();
    const total = compareCount(codes.length);
    const pages = pageCount(total, PER_PAGE.compare);
    return slice(pages + total, page, size, (index) => {
      if (index < pages) return listingEntry(routes.compares(index + 1));
      const [i, j] = comparePositions(index - pages);
      return {
        path: routes.compare(codes[i]!, codes[j]!),
        changeFrequency: 'daily',
        priority: 0.4,
      };
    });
  },
};

async function crossChainEntries(): Promise<SitemapEntry[]> {
  const [listed, all] = await Promise.all([indexableCrossChainPairs(), tokens()]);
  // The listing pages hold every pair, thin ones included (as the pages show them).
  const pairs = all.reduce(
    (sum, token) => sum + token.currencies.length * (token.currencies.length - 1),
    0,
  );
  const pages = pageCount(pairs, PER_PAGE.crossChain);
  return [
    ...Array.from({ length: pages }, (_, index) => listingEntry(routes.crossChains(index + 1))),
    ...listed.map(({ from, to }) => ({
      path: routes.crossChain(from, to),
      changeFrequency: 'daily' as const,
      priority: 0.5,
    })),
  ];
}

export const crossChainSitemap: SitemapSource = {
  name: 'cross-chain',
  count: async () => (await crossChainEntries()).length,
  entries: async (page, size) => (await crossChainEntries()).slice((page - 1) * size, page * size),
};

export const crossChainTokensSitemap: SitemapSource = {
  name: 'cross-chain-tokens',
  count: async () => pageCount((await tokens()).length, PER_PAGE.crossChainTokens),
  entries: async (page, size) => {
    const pages = pageCount((await tokens()).length, PER_PAGE.crossChainTokens);
    return slice(pages, page, size, (index) => listingEntry(routes.crossChainTokens(index + 1)));
  },
};
