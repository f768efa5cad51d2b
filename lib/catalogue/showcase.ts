import type { Currency } from './types';

// The coins a page shows as the catalogue's shop window (the home page's "supported coins"):
// coins, not currencies, so USDT on TRON and USDT on Ethereum are one entry, linked to the
// coin's page. Pure: the page passes what lib/catalogue read.

export interface ShowcaseCoin {
  /** Upper-case ticker; the coin page's code (routes.coin lower-cases it). */
  ticker: string;
  name: string;
  icon: string;
}

/** The first `limit` ranked coins in the catalogue's order, one per ticker. */
export function showcaseCoins(list: readonly Currency[], limit: number): ShowcaseCoin[] {
  const seen = new Map<string, ShowcaseCoin>();
  for (const { ticker, name, icon, popularRank } of list) {
    if (seen.size >= limit) break;
    if (popularRank === null || seen.has(ticker)) continue;
    seen.set(ticker, { ticker, name, icon });
  }
  return [...seen.values()];
}
