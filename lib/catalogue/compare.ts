import { pageCount } from './slugs';

// The comparison listing (/compare): every unordered pair of two different currencies, in a
// stable order, computed by index arithmetic so that a page of 100 comparisons out of 13,530 never
// builds the whole list. Pure: the pages, the sitemap and the unit tests pass the enabled codes
// in catalogue order (popular first, lib/catalogue/load.ts).
//
// The order is co-lexicographic over catalogue positions: (0,1), (0,2), (1,2), (0,3), (1,3),
// (2,3) ... Pair (i, j) with i < j sits at j(j-1)/2 + i, so every comparison among the first k
// currencies comes before any comparison that involves a less popular one: page 1 is
// "btc-vs-eth, btc-vs-usdt, eth-vs-usdt ...", not "btc-vs-<every coin>".

/** A comparison: `a` comes before `b` in the catalogue, so a-vs-b is the canonical slug. */
export interface ComparePair {
  a: string;
  b: string;
}

/** How many comparisons `n` currencies make. */
export function compareCount(n: number): number {
  return (n * (n - 1)) / 2;
}

/** Positions (i < j) of the comparison at `index` (0-based) in listing order. */
export function comparePositions(index: number): [number, number] {
  // The largest j with j(j-1)/2 <= index; the float estimate is corrected both ways.
  let j = Math.floor((1 + Math.sqrt(1 + 8 * index)) / 2);
  while (compareCount(j) > index) j -= 1;
  while (compareCount(j + 1) <= index) j += 1;
  return [index - compareCount(j), j];
}

/** Listing index of positions i and j (either order, i !== j). */
export function compareIndex(i: number, j: number): number {
  const [low, high] = i < j ? [i, j] : [j, i];
  return compareCount(high) + low;
}

/**
 * The comparisons of one listing page (pages count from 1), or null past the last page. Page 1
 * of an empty listing is empty, not missing.
 */
export function comparePage(
  codes: readonly string[],
  page: number,
  perPage: number,
): ComparePair[] | null {
  const total = compareCount(codes.length);
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount(total, perPage)) return null;
  const start = (page - 1) * perPage;
  const end = Math.min(total, start + perPage);
  const pairs: ComparePair[] = [];
  for (let index = start; index < end; index += 1) {
    const [i, j] = comparePositions(index);
    pairs.push({ a: codes[i]!, b: codes[j]! });
  }
  return pairs;
}

/**
 * The canonical comparison of two codes: both enabled and different, ordered as the listing
 * orders them (btc-vs-eth for eth-vs-btc). Null when either is unknown or they are the same.
 */
export function canonicalCompare(
  codes: readonly string[],
  x: string,
  y: string,
): ComparePair | null {
  if (x === y) return null;
  const i = codes.indexOf(x);
  const j = codes.indexOf(y);
  if (i < 0 || j < 0) return null;
  return i < j ? { a: x, b: y } : { a: y, b: x };
}

/** The listing page a comparison appears on, for its breadcrumb back to the listing. */
export function comparePageOf(
  codes: readonly string[],
  pair: ComparePair,
  perPage: number,
): number {
  const index = compareIndex(codes.indexOf(pair.a), codes.indexOf(pair.b));
  return Math.floor(index / perPage) + 1;
}

/** The comparisons among the first `top` currencies: the head the build prerenders. */
export function compareHead(codes: readonly string[], top: number): ComparePair[] {
  const head = codes.slice(0, top);
  const pairs: ComparePair[] = [];
  for (let index = 0; index < compareCount(head.length); index += 1) {
    const [i, j] = comparePositions(index);
    pairs.push({ a: head[i]!, b: head[j]! });
  }
  return pairs;
}

/**
 * A currency's short name in a list of pairs: the ticker, with the network's badge when the
 * ticker lives on several networks ("USDT (TRC20)"), so two rows never read the same.
 */
export function shortLabel(
  currency: { ticker: string; network: { badge: string } },
  multiNetwork: boolean,
): string {
  return multiNetwork ? `${currency.ticker} (${currency.network.badge})` : currency.ticker;
}
