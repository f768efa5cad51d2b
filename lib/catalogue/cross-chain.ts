import { pageCount } from './slugs';

// Cross-chain listings (/cross-chain, /cross-chain/tokens): one asset on two networks (USDT on
// TRON → USDT on Ethereum, ETH → ETH on Arbitrum). Pure: the pages and the sitemap pass the
// enabled currencies in catalogue order (popular first, lib/catalogue/load.ts), so a ticker's
// place follows its most popular network and, inside a ticker, its networks keep that order.
// The shipped catalogue has 12 such tickers and 430 pairs, so listing them whole is cheap; the
// route checks before rendering use the shipped twins in ./listings.ts (isCrossChainPair).

/** The part of a currency these listings read. */
export interface ChainCurrency {
  code: string;
  ticker: string;
  network: { code: string };
}

/** A ticker on two networks or more, its currencies in catalogue order. */
export interface MultiNetworkToken<C extends ChainCurrency = ChainCurrency> {
  ticker: string;
  currencies: C[];
}

export interface CrossChainPair {
  from: string;
  to: string;
}

/** Tickers that live on two networks or more, in the order of their most popular currency. */
export function multiNetworkTokens<C extends ChainCurrency>(
  currencies: readonly C[],
): MultiNetworkToken<C>[] {
  const byTicker = new Map<string, C[]>();
  for (const currency of currencies) {
    const list = byTicker.get(currency.ticker) ?? [];
    // One asset twice on the same network is not a cross-chain move.
    if (!list.some((other) => other.network.code === currency.network.code)) list.push(currency);
    byTicker.set(currency.ticker, list);
  }
  return [...byTicker]
    .filter(([, list]) => list.length > 1)
    .map(([ticker, list]) => ({ ticker, currencies: list }));
}

/**
 * Every cross-chain pair, token by token; inside a token, from each network (popular first) to
 * every other one. USDT on TRON → USDT on Ethereum comes before USDT on Ethereum → USDT on TRON
 * only because TRON's USDT is the more popular listing.
 */
export function crossChainPairs(tokens: readonly MultiNetworkToken[]): CrossChainPair[] {
  return tokens.flatMap(({ currencies }) =>
    currencies.flatMap((from) =>
      currencies.filter((to) => to !== from).map((to) => ({ from: from.code, to: to.code })),
    ),
  );
}

/** One page (from 1) of a list, or null past its last page; page 1 of an empty list is empty. */
export function listingPage<T>(list: readonly T[], page: number, perPage: number): T[] | null {
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount(list.length, perPage)) {
    return null;
  }
  return list.slice((page - 1) * perPage, page * perPage);
}

/** The token that `from` → `to` moves, when both are currencies of one multi-network token. */
export function crossChainToken<C extends ChainCurrency>(
  tokens: readonly MultiNetworkToken<C>[],
  from: string,
  to: string,
): MultiNetworkToken<C> | null {
  if (from === to) return null;
  const token = tokens.find(({ currencies }) => currencies.some((c) => c.code === from));
  return token?.currencies.some((c) => c.code === to) ? token : null;
}

/**
 * Other pairs of the same token worth a link from a pair page: those that share its source or
 * its destination, at most `limit`. The reverse pair has a link of its own.
 */
export function relatedCrossChainPairs(
  token: MultiNetworkToken,
  from: string,
  to: string,
  limit: number,
): CrossChainPair[] {
  const others = crossChainPairs([token]).filter(
    (pair) => !(pair.from === from && pair.to === to) && !(pair.from === to && pair.to === from),
  );
  const sharing = others.filter((pair) => pair.from === from || pair.to === to);
  return sharing.slice(0, limit);
}
