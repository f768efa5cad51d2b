import { divideDecimal, toDecimal } from '../decimal';
import { pageCount } from './slugs';

// The exchange-pair listing (/exchange-pairs): every ordered pair of two different enabled
// currencies, 27,060 of them for 165 currencies, in one stable order, and the page of it a
// request asks for, computed by index arithmetic so that a page of 100 pairs never builds the
// whole list. Pure: the pages, the sitemap and the unit tests pass the enabled currencies in
// catalogue order (popular first, lib/catalogue/load.ts) and the popular pairs of global data.
//
// The order has three parts:
//   1. the popular pairs of global data (the footer's), in their rank order;
//   2. every other pair of two ranked currencies, by the product of their popular ranks (so
//      btc-to-eth, 1 × 2, comes before eth-to-xrp, 2 × 5), then by the rank of `from`;
//   3. every remaining pair (at least one currency unranked), alphabetically by `from` code
//      and then by `to` code.
// Parts 1 and 2 hold a few hundred pairs at most (ranked²), so they are built; part 3 is the
// bulk and is addressed: the k-th pair is found from counts per `from` code, O(currencies).

/** What the listing needs to know about a currency. */
export interface PairCurrency {
  code: string;
  ticker: string;
  popularRank: number | null;
}

/** One ordered pair of currency codes. */
export interface CodePair {
  from: string;
  to: string;
}

export interface PairOrder {
  /** How many pairs the listing holds: n(n - 1). */
  total: number;
  /** Parts 1 and 2 in order. */
  head: readonly CodePair[];
  /** Part 3: the k-th pair (0-based) or undefined past its end. */
  tail: (index: number) => CodePair | undefined;
}

/**
 * The currency code a code of global data names: the code itself, or for a ticker that is not a
 * code ("USDT", listed by global data as a coin) the most popular currency with that ticker
 * (usdttrc20). Null when nothing matches.
 */
export function resolvePairCode(
  currencies: readonly Pick<PairCurrency, 'code' | 'ticker'>[],
  code: string,
): string | null {
  const lower = code.trim().toLowerCase();
  const exact = currencies.find((currency) => currency.code === lower);
  if (exact) return exact.code;
  return currencies.find((currency) => currency.ticker.toLowerCase() === lower)?.code ?? null;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The listing's order over `currencies` (catalogue order) with `popular` (global data's pairs
 * in rank order, codes as global data writes them).
 */
export function pairOrder(
  currencies: readonly PairCurrency[],
  popular: readonly CodePair[],
): PairOrder {
  const n = currencies.length;
  const rank = new Map(currencies.map((currency) => [currency.code, currency.popularRank]));

  // Part 1: global data's pairs that name two different enabled currencies, each once.
  const head: CodePair[] = [];
  const inHead = new Set<string>();
  for (const pair of popular) {
    const from = resolvePairCode(currencies, pair.from);
    const to = resolvePairCode(currencies, pair.to);
    if (from === null || to === null || from === to || inHead.has(`${from}>${to}`)) continue;
    head.push({ from, to });
    inHead.add(`${from}>${to}`);
  }

  // Part 2: the other pairs of two ranked currencies.
  const ranked = currencies
    .filter((currency) => currency.popularRank !== null)
    .map((currency) => ({ code: currency.code, rank: currency.popularRank! }));
  const rankedPairs: Array<CodePair & { product: number; fromRank: number }> = [];
  for (const a of ranked) {
    for (const b of ranked) {
      if (a.code === b.code || inHead.has(`${a.code}>${b.code}`)) continue;
      rankedPairs.push({ from: a.code, to: b.code, product: a.rank * b.rank, fromRank: a.rank });
    }
  }
  rankedPairs.sort(
    (x, y) =>
      x.product - y.product ||
      x.fromRank - y.fromRank ||
      byCodePoint(x.from, y.from) ||
      byCodePoint(x.to, y.to),
  );
  for (const { from, to } of rankedPairs) head.push({ from, to });

  // Part 3, before removing part 1's pairs that fall in it: for each `from` in code order, its
  // `to`s in code order: every other code when `from` is unranked, only the unranked codes when
  // it is ranked (the ranked ones are in part 2).
  const alpha = currencies.map((currency) => currency.code).sort(byCodePoint);
  const unranked = alpha.filter((code) => rank.get(code) === null);
  const isRanked = (code: string) => rank.get(code) !== null;
  const starts: number[] = [];
  let running = 0;
  for (const code of alpha) {
    starts.push(running);
    running += isRanked(code) ? unranked.length : n - 1;
  }
  const rawCount = running;
  const alphaIndex = new Map(alpha.map((code, index) => [code, index]));

  /** Position of a pair in part 3 before removals; -1 when it is not in part 3. */
  const rawPosition = (pair: CodePair): number => {
    if (isRanked(pair.from) && isRanked(pair.to)) return -1;
    const i = alphaIndex.get(pair.from)!;
    if (isRanked(pair.from)) return starts[i]! + unranked.indexOf(pair.to);
    const j = alphaIndex.get(pair.to)!;
    return starts[i]! + (j < i ? j : j - 1);
  };
  const rawAt = (position: number): CodePair => {
    // The last `from` whose first position is at or before `position` (binary search).
    let low = 0;
    let high = alpha.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    const from = alpha[low]!;
    const offset = position - starts[low]!;
    if (isRanked(from)) return { from, to: unranked[offset]! };
    return { from, to: alpha[offset < low ? offset : offset + 1]! };
  };
  // Part 1's pairs with an unranked currency sit in part 3's raw order too: skipped there.
  const skips = head
    .map(rawPosition)
    .filter((position) => position >= 0)
    .sort((a, b) => a - b);
  const tailCount = rawCount - skips.length;

  return {
    total: n * (n - 1),
    head,
    tail: (index) => {
      if (!Number.isSafeInteger(index) || index < 0 || index >= tailCount) return undefined;
      let position = index;
      for (const skip of skips) if (skip <= position) position += 1;
      return rawAt(position);
    },
  };
}

/** The pair at `index` (0-based) of the whole listing, or undefined past its end. */
export function pairAt(order: PairOrder, index: number): CodePair | undefined {
  if (index < order.head.length) return index >= 0 ? order.head[index] : undefined;
  return order.tail(index - order.head.length);
}

/** The pairs at positions [start, end) of the listing. */
export function pairRange(order: PairOrder, start: number, end: number): CodePair[] {
  const pairs: CodePair[] = [];
  for (let index = Math.max(0, start); index < Math.min(end, order.total); index += 1) {
    pairs.push(pairAt(order, index)!);
  }
  return pairs;
}

/**
 * The pairs of one listing page (pages count from 1), or null past the last page. Page 1 of an
 * empty listing is empty, not missing.
 */
export function pairPage(order: PairOrder, page: number, perPage: number): CodePair[] | null {
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount(order.total, perPage)) {
    return null;
  }
  return pairRange(order, (page - 1) * perPage, page * perPage);
}

/**
 * Pairs to suggest beside `from` → `to`: `from` to the most popular other currencies, then the
 * most popular other currencies to `to`, `limit` of each, none of them the pair itself or its
 * reverse (the page links that one on its own).
 */
export function relatedPairs(
  currencies: readonly PairCurrency[],
  from: string,
  to: string,
  limit: number,
): { sameFrom: CodePair[]; sameTo: CodePair[] } {
  const others = currencies
    .filter((currency) => currency.popularRank !== null)
    .map((currency) => currency.code)
    .filter((code) => code !== from && code !== to);
  return {
    sameFrom: others.slice(0, limit).map((code) => ({ from, to: code })),
    sameTo: others.slice(0, limit).map((code) => ({ from: code, to })),
  };
}

/** A reference price as the pages read it (lib/catalogue ReferencePrice). */
export interface PriceInput {
  usd: number;
  source: 'coingecko' | 'snapshot';
  asOf: string;
}

export interface ReferenceRate {
  /** How many `to` one `from` buys at the reference prices, 10 significant digits. */
  rate: string;
  /** The older of the two prices' times: the rate is no newer than that. */
  asOf: string;
  /** True when either price is the shipped snapshot (the page dates it). */
  fromSnapshot: boolean;
}

/** `from` in `to` at the two reference prices; null when either is missing or not positive. */
export function referenceRate(
  from: PriceInput | undefined,
  to: PriceInput | undefined,
): ReferenceRate | null {
  if (!from || !to) return null;
  const a = toDecimal(from.usd);
  const b = toDecimal(to.usd);
  if (a === null || b === null || Number(a) <= 0 || Number(b) <= 0) return null;
  return {
    rate: divideDecimal(a, b, { significant: 10 }),
    asOf: from.asOf < to.asOf ? from.asOf : to.asOf,
    fromSnapshot: from.source === 'snapshot' || to.source === 'snapshot',
  };
}

/** The value in US dollars the pair page's swap form starts with (before any snapshot says). */
export const PRESET_USD = 500;

/**
 * The amount of a coin worth about PRESET_USD at `usd` a coin, cut to two significant digits
 * (0.0048 BTC, 500 USDT, 2,600 TRX): a sum every provider quotes, unlike /swap's 0.1 of anything.
 * Null without a positive price.
 */
export function presetAmount(usd: number | undefined): string | null {
  const price = usd === undefined ? null : toDecimal(usd);
  if (price === null || Number(price) <= 0) return null;
  const amount = divideDecimal(String(PRESET_USD), price, { significant: 2 });
  return amount === '0' ? null : amount;
}
