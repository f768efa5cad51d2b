import 'server-only';
import { listCurrencies, type Currency } from '../../catalogue';
import { compareCoins } from '../../catalogue/coin-listing';
import { REGION_COUNTRIES, regionsOf } from '../../geo';
import { RAMP_SIDES } from '../../providers/onramp/contract';
import { pageCount } from '../../catalogue/slugs';
import { routes } from '../../routing/routes';
import type { SitemapEntry, SitemapSource } from '../../seo/sitemap';
import { coverageIndex, type CoverageIndex } from '../../fiat/coverage';
import { servedPairs } from '../../fiat/pair-listing';
import { FIAT_PAIRS_PER_PAGE } from '../../fiat/page-segments';
import { placeRoute } from '../../fiat/place-page';
import { fiatPairRoute } from '../../fiat/pair-page';
import { cardRamps, cardRoute } from '../../fiat/card-page';

// The fiat pages in the sitemaps (docs/fiat-pages.md), from the stored coverage: only pages some
// ramp serves, which are the indexed ones. Three sources:
// - fiat: /fiat, the pair listing's pages, /buy and /sell, and every coin some ramp lists;
// - fiat-places: each popular coin in each country serving it, and in each region of a country
//   whose coverage differs by region, where that region is served;
// - fiat-pairs: each popular coin with each fiat some ramp takes or pays for it;
// - fiat-cards: /buy/{coin}/credit-card and /sell/{coin}/credit-card for every coin some ramp
//   takes (or pays out to) a card for.
// Places and pairs are limited to the catalogue's popular coins: every coin in every country
// would be about 40,000 entries (560,000 URLs with the locales), doubling the sitemaps for pages
// search engines still reach through the links of the pages listed here.

type Entries = () => Promise<SitemapEntry[]>;

/** One list per coverage read and catalogue copy: both are cached reads returning the same objects. */
function memoized(
  build: (index: CoverageIndex, currencies: Currency[]) => SitemapEntry[],
): Entries {
  let memo: { index: CoverageIndex; currencies: Currency[]; entries: SitemapEntry[] } | null = null;
  return async () => {
    const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
    if (!memo || memo.index !== index || memo.currencies !== currencies) {
      memo = { index, currencies, entries: build(index, currencies) };
    }
    return memo.entries;
  };
}

const popular = (currencies: readonly Currency[]): Currency[] =>
  currencies.filter((currency) => currency.popularRank !== null).sort(compareCoins);

function source(name: string, entries: Entries): SitemapSource {
  return {
    name,
    count: async () => (await entries()).length,
    entries: async (page, size) => (await entries()).slice((page - 1) * size, page * size),
  };
}

export const fiatSitemap = source(
  'fiat',
  memoized((index, currencies) => {
    const pairs = servedPairs(index, currencies);
    const pages = pageCount(pairs.rows.length, FIAT_PAIRS_PER_PAGE);
    const entries: SitemapEntry[] = [
      { path: routes.fiat(), changeFrequency: 'daily', priority: 0.8 },
      ...Array.from({ length: pages }, (_, n) => ({
        path: routes.fiatPairs(n + 1),
        changeFrequency: 'daily' as const,
        priority: n === 0 ? 0.6 : 0.4,
      })),
    ];
    for (const side of RAMP_SIDES) {
      const listed = index.cryptos(side);
      if (listed.size === 0) continue;
      entries.push({ path: routes[side](), changeFrequency: 'daily', priority: 0.8 });
      for (const currency of [...currencies].sort(compareCoins)) {
        if (!listed.has(currency.code)) continue;
        entries.push({
          path: routes[side]({ coin: currency.code }),
          changeFrequency: 'daily',
          priority: currency.popularRank === null ? 0.5 : 0.7,
        });
      }
    }
    return entries;
  }),
);

export const fiatPlacesSitemap = source(
  'fiat-places',
  memoized((index, currencies) => {
    const entries: SitemapEntry[] = [];
    for (const side of RAMP_SIDES) {
      for (const { code: coin } of popular(currencies)) {
        for (const country of index.countries(side, coin)) {
          entries.push({
            path: placeRoute({ side, coin, country }),
            changeFrequency: 'daily',
            priority: 0.6,
          });
          if (!(REGION_COUNTRIES as readonly string[]).includes(country)) continue;
          if (!index.regionsDiffer(side, country, coin)) continue;
          for (const { code: region } of regionsOf(country)) {
            if (!index.serves({ side, crypto: coin, country, region })) continue;
            entries.push({
              path: placeRoute({ side, coin, country, region }),
              changeFrequency: 'daily',
              priority: 0.5,
            });
          }
        }
      }
    }
    return entries;
  }),
);

export const fiatPairsSitemap = source(
  'fiat-pairs',
  memoized((index, currencies) => {
    const pairs = servedPairs(index, currencies);
    return RAMP_SIDES.flatMap((side) =>
      popular(currencies).flatMap(({ code: coin }) =>
        pairs.fiats(side, coin).map((fiat) => ({
          path: fiatPairRoute({ side, fiat, coin }),
          changeFrequency: 'daily' as const,
          priority: 0.5,
        })),
      ),
    );
  }),
);

export const fiatCardsSitemap = source(
  'fiat-cards',
  memoized((index, currencies) =>
    RAMP_SIDES.flatMap((side) => {
      const listed = index.cryptos(side);
      return [...currencies]
        .sort(compareCoins)
        .filter((currency) => listed.has(currency.code))
        .filter((currency) => cardRamps(index, side, currency.code).length > 0)
        .map((currency) => ({
          path: cardRoute(side, currency.code),
          changeFrequency: 'daily' as const,
          priority: currency.popularRank === null ? 0.4 : 0.6,
        }));
    }),
  ),
);
