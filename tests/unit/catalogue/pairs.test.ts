import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PER_PAGE, SHIPPED_COUNTS } from '@/lib/catalogue/listings';
import { seedCurrencies } from '@/lib/catalogue/load';
import {
  pairAt,
  pairOrder,
  pairPage,
  pairRange,
  presetAmount,
  referenceRate,
  relatedPairs,
  resolvePairCode,
  type CodePair,
  type PairCurrency,
} from '@/lib/catalogue/pairs';
import { pageCount } from '@/lib/catalogue/slugs';
import { seedPairs } from '@/lib/db/seed-data';

// The exchange-pair listing's order, computed by index arithmetic, checked against the same
// order built the slow way: every pair materialised and sorted by the documented rules.

const catalogue = seedCurrencies();
const footer = seedPairs.map(({ from, to }) => ({ from, to }));

/** The documented order, built naively: what pairOrder must reproduce without building it. */
function naiveOrder(currencies: readonly PairCurrency[], popular: readonly CodePair[]) {
  const rank = new Map(currencies.map((c) => [c.code, c.popularRank]));
  const head: CodePair[] = [];
  const seen = new Set<string>();
  for (const pair of popular) {
    const from = resolvePairCode(currencies, pair.from);
    const to = resolvePairCode(currencies, pair.to);
    if (!from || !to || from === to || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    head.push({ from, to });
  }
  const rest: CodePair[] = [];
  for (const a of currencies) {
    for (const b of currencies) {
      if (a.code !== b.code && !seen.has(`${a.code}>${b.code}`)) {
        rest.push({ from: a.code, to: b.code });
      }
    }
  }
  const ranked = (pair: CodePair) => rank.get(pair.from) !== null && rank.get(pair.to) !== null;
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const two = rest
    .filter(ranked)
    .sort(
      (x, y) =>
        rank.get(x.from)! * rank.get(x.to)! - rank.get(y.from)! * rank.get(y.to)! ||
        rank.get(x.from)! - rank.get(y.from)! ||
        cmp(x.from, y.from) ||
        cmp(x.to, y.to),
    );
  const three = rest
    .filter((pair) => !ranked(pair))
    .sort((x, y) => cmp(x.from, y.from) || cmp(x.to, y.to));
  return [...head, ...two, ...three];
}

describe('pairOrder over the shipped catalogue', () => {
  const order = pairOrder(catalogue, footer);
  const naive = naiveOrder(catalogue, footer);

  it('holds every ordered pair of two different currencies once', () => {
    expect(order.total).toBe(SHIPPED_COUNTS.exchangePairs);
    const all = pairRange(order, 0, order.total);
    expect(all).toHaveLength(catalogue.length * (catalogue.length - 1));
    expect(new Set(all.map((pair) => `${pair.from}>${pair.to}`)).size).toBe(all.length);
    expect(all.every((pair) => pair.from !== pair.to)).toBe(true);
  });

  it('matches the documented order built the slow way, position by position', () => {
    expect(pairRange(order, 0, order.total)).toEqual(naive);
  });

  it('starts with the footer pairs, USDT read as its most popular currency', () => {
    expect(order.head.slice(0, 4)).toEqual([
      { from: 'btc', to: 'eth' },
      { from: 'eth', to: 'btc' },
      { from: 'btc', to: 'usdttrc20' },
      { from: 'usdttrc20', to: 'btc' },
    ]);
    // Then the ranked pairs by product of ranks: 1 × 3 (btc, usdttrc20) is in the footer, 1 × 4 next.
    expect(order.head[footer.length]).toEqual({ from: 'btc', to: 'usdterc20' });
  });

  it('answers undefined outside the listing', () => {
    expect(pairAt(order, -1)).toBeUndefined();
    expect(pairAt(order, order.total)).toBeUndefined();
    expect(pairAt(order, 0.5)).toBeUndefined();
  });
});

describe('pairPage', () => {
  const order = pairOrder(catalogue, footer);
  const perPage = PER_PAGE.exchangePairs;
  const last = pageCount(order.total, perPage);

  it('cuts the order into pages of PER_PAGE, the last one partial', () => {
    expect(pairPage(order, 1, perPage)).toEqual(pairRange(order, 0, perPage));
    expect(pairPage(order, 2, perPage)?.[0]).toEqual(pairAt(order, perPage));
    expect(pairPage(order, last, perPage)).toHaveLength(order.total - (last - 1) * perPage);
  });

  it('has no page 0, no negative or fractional page and nothing past the last', () => {
    for (const page of [0, -1, 1.5, last + 1, Number.NaN]) {
      expect(pairPage(order, page, perPage)).toBeNull();
    }
  });

  it('keeps an empty listing to its first, empty page', () => {
    const empty = pairOrder([], []);
    expect(pairPage(empty, 1, perPage)).toEqual([]);
    expect(pairPage(empty, 2, perPage)).toBeNull();
  });
});

describe('pairOrder over any catalogue', () => {
  const currencies = fc
    .uniqueArray(
      fc.record({
        code: fc.stringMatching(/^[a-f]{1,3}$/),
        rank: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      }),
      { selector: (c) => c.code, maxLength: 9 },
    )
    .map((list) => list.map(({ code, rank }) => ({ code, ticker: code, popularRank: rank })));

  it('matches the slow order, whatever the ranks and popular pairs', () => {
    fc.assert(
      fc.property(
        currencies,
        fc.array(
          fc.record({
            from: fc.stringMatching(/^[a-f]{1,3}$/),
            to: fc.stringMatching(/^[a-f]{1,3}$/),
          }),
          { maxLength: 6 },
        ),
        (list, popular) => {
          const order = pairOrder(list, popular);
          expect(pairRange(order, 0, order.total)).toEqual(naiveOrder(list, popular));
        },
      ),
    );
  });
});

describe('resolvePairCode', () => {
  it('takes a code as it is and a ticker as its most popular currency', () => {
    expect(resolvePairCode(catalogue, 'BTC')).toBe('btc');
    expect(resolvePairCode(catalogue, 'usdterc20')).toBe('usdterc20');
    expect(resolvePairCode(catalogue, 'USDT')).toBe('usdttrc20');
    expect(resolvePairCode(catalogue, 'nope')).toBeNull();
  });
});

describe('relatedPairs', () => {
  it('pairs each side with the most popular other currencies', () => {
    const { sameFrom, sameTo } = relatedPairs(catalogue, 'btc', 'eth', 3);
    expect(sameFrom).toEqual([
      { from: 'btc', to: 'usdttrc20' },
      { from: 'btc', to: 'usdterc20' },
      { from: 'btc', to: 'xrp' },
    ]);
    expect(sameTo.map((pair) => pair.from)).toEqual(['usdttrc20', 'usdterc20', 'xrp']);
    expect(sameTo.every((pair) => pair.to === 'eth')).toBe(true);
  });
});

describe('referenceRate', () => {
  const price = (usd: number, source: 'coingecko' | 'snapshot', asOf: string) => ({
    usd,
    source,
    asOf,
  });

  it('divides the two USD prices in decimals and keeps the older date', () => {
    const rate = referenceRate(
      price(105000, 'coingecko', '2026-01-02T00:00:00.000Z'),
      price(2500, 'snapshot', '2025-06-01'),
    );
    expect(rate).toEqual({ rate: '42', asOf: '2025-06-01', fromSnapshot: true });
    expect(referenceRate(price(1, 'coingecko', 'b'), price(3, 'coingecko', 'a'))).toEqual({
      rate: '0.3333333333',
      asOf: 'a',
      fromSnapshot: false,
    });
  });

  it('has no rate without two positive prices', () => {
    expect(referenceRate(undefined, price(1, 'snapshot', 'a'))).toBeNull();
    expect(referenceRate(price(0, 'snapshot', 'a'), price(1, 'snapshot', 'a'))).toBeNull();
  });
});

describe('presetAmount', () => {
  it('is about 500 US dollars of the coin, two significant digits', () => {
    expect(presetAmount(105000)).toBe('0.0047');
    expect(presetAmount(1)).toBe('500');
    expect(presetAmount(0.19)).toBe('2600');
    expect(presetAmount(undefined)).toBeNull();
    expect(presetAmount(0)).toBeNull();
  });
});
