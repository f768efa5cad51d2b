import { SEED_CURRENCIES } from './data/currencies';
import { pageCount } from './slugs';
import { shippedCurrency } from './static-index';

// The catalogue listings' shapes, computed from the shipped catalogue (no database): how many
// entries each listing holds and how many a page shows. The route checks (lib/routing/
// route-checks.ts) use them to answer a page number past the end with a 404 before rendering;
// the pages themselves read the database and answer 404 when the operator has switched enough
// currencies off that a page no longer exists.

export const PER_PAGE = {
  coins: 50,
  exchangePairs: 100,
  compare: 100,
  crossChain: 50,
  crossChainTokens: 50,
} as const;

export type Listing = keyof typeof PER_PAGE;

const codes = SEED_CURRENCIES.map((currency) => currency.code);

/** Tickers with the codes of the networks they live on, for tickers on two networks or more. */
export function multiNetworkTickers(): Map<string, string[]> {
  const byTicker = new Map<string, string[]>();
  for (const currency of SEED_CURRENCIES) {
    byTicker.set(currency.ticker, [...(byTicker.get(currency.ticker) ?? []), currency.code]);
  }
  return new Map([...byTicker].filter(([, list]) => list.length > 1));
}

/** True when `from` → `to` moves one asset between two networks (usdttrc20 → usdterc20). */
export function isCrossChainPair(from: string, to: string): boolean {
  const a = shippedCurrency(from);
  const b = shippedCurrency(to);
  return Boolean(a && b && a.code !== b.code && a.ticker === b.ticker && a.network !== b.network);
}

const crossChainPairs = [...multiNetworkTickers().values()].reduce(
  (sum, list) => sum + list.length * (list.length - 1),
  0,
);

/** Entries of each listing in the shipped catalogue. */
export const SHIPPED_COUNTS: Record<Listing, number> = {
  coins: codes.length,
  // Every ordered pair of two different currencies.
  exchangePairs: codes.length * (codes.length - 1),
  // Every unordered pair: a-vs-b and b-vs-a are one comparison.
  compare: (codes.length * (codes.length - 1)) / 2,
  crossChain: crossChainPairs,
  crossChainTokens: multiNetworkTickers().size,
};

/** The last page of a listing in the shipped catalogue. */
export function lastShippedPage(listing: Listing): number {
  return pageCount(SHIPPED_COUNTS[listing], PER_PAGE[listing]);
}
