// The coin listing's search and sort, pure: the island filters and orders the compact list of
// GET /api/v1/currencies with these. Browser-safe (no zod, no server imports).

export interface SearchCoin {
  code: string;
  ticker: string;
  name: string;
  icon: string;
  network: { name: string; badge: string };
  popular: boolean;
  usd: number | null;
}

export type CoinSort = 'popular' | 'name' | 'priceDesc' | 'priceAsc';

export const COIN_SORTS: readonly CoinSort[] = ['popular', 'name', 'priceDesc', 'priceAsc'];

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Coins whose name, ticker, code, network name or badge contain every word of the query (case
 * and accents ignored), in `sort` order. `list` comes in the catalogue's order (popular ranks
 * first, then by name), which 'popular' keeps; unknown prices go last in the price orders.
 */
export function searchCoins(
  list: readonly SearchCoin[],
  query: string,
  sort: CoinSort,
): SearchCoin[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = list.filter((coin) => {
    const haystack = fold(
      [coin.name, coin.ticker, coin.code, coin.network.name, coin.network.badge].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
  if (sort === 'popular') return matches;
  const sorted = [...matches];
  if (sort === 'name') {
    return sorted.sort(
      (a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en'),
    );
  }
  const sign = sort === 'priceDesc' ? -1 : 1;
  return sorted.sort((a, b) => {
    if (a.usd === null || b.usd === null) return a.usd === null ? (b.usd === null ? 0 : 1) : -1;
    return sign * (a.usd - b.usd);
  });
}
