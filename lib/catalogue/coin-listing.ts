import { PER_PAGE } from './listings';
import { pageCount } from './slugs';
import type { Currency } from './types';

// The /coin listing: every enabled currency, popular-ranked first (by rank), then by name and
// code, in pages of PER_PAGE.coins. Pure, so the order and the paging are tested without a page.

/**
 * Popular ranks first, then the lower-cased name in code-point order, then the code: the order
 * listCurrencies() reads from the database (lib/catalogue/load.ts), so every server agrees.
 */
export function compareCoins(a: Currency, b: Currency): number {
  if (a.popularRank !== b.popularRank) {
    if (a.popularRank === null) return 1;
    if (b.popularRank === null) return -1;
    return a.popularRank - b.popularRank;
  }
  const [nameA, nameB] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

export interface CoinsPage {
  items: Currency[];
  page: number;
  pageCount: number;
  total: number;
}

/** Page `page` (from 1) of the listing, or null past its end. */
export function coinsPage(
  currencies: readonly Currency[],
  page: number,
  perPage: number = PER_PAGE.coins,
): CoinsPage | null {
  const pages = pageCount(currencies.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const sorted = [...currencies].sort(compareCoins);
  return {
    items: sorted.slice((page - 1) * perPage, page * perPage),
    page,
    pageCount: pages,
    total: currencies.length,
  };
}

/** The same ticker on other networks than `currency`'s, in listing order. */
export function sameTickerElsewhere(
  currencies: readonly Currency[],
  currency: Currency,
): Currency[] {
  return currencies
    .filter((other) => other.ticker === currency.ticker && other.code !== currency.code)
    .sort(compareCoins);
}
