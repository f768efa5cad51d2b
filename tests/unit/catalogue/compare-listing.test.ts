import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalCompare,
  compareCount,
  compareHead,
  compareIndex,
  comparePage,
  comparePageOf,
  comparePositions,
} from '@/lib/catalogue/compare';
import { PER_PAGE, SHIPPED_COUNTS } from '@/lib/catalogue/listings';
import { seedCurrencies } from '@/lib/catalogue/load';

const codes = ['btc', 'eth', 'usdt', 'sol', 'xrp'];

describe('comparison order', () => {
  it('lists every comparison among the first k currencies before any other', () => {
    expect(comparePage(codes, 1, 10)).toEqual([
      { a: 'btc', b: 'eth' },
      { a: 'btc', b: 'usdt' },
      { a: 'eth', b: 'usdt' },
      { a: 'btc', b: 'sol' },
      { a: 'eth', b: 'sol' },
      { a: 'usdt', b: 'sol' },
      { a: 'btc', b: 'xrp' },
      { a: 'eth', b: 'xrp' },
      { a: 'usdt', b: 'xrp' },
      { a: 'sol', b: 'xrp' },
    ]);
  });

  it('maps an index to positions and back for large listings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (index) => {
        const [i, j] = comparePositions(index);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(j);
        expect(compareIndex(i, j)).toBe(index);
        expect(compareIndex(j, i)).toBe(index);
      }),
    );
  });

  it('pages hold every pair exactly once, and nothing past the last page', () => {
    const list = Array.from({ length: 23 }, (_, n) => `c${n}`);
    const seen = new Set<string>();
    for (let page = 1; page <= 26; page += 1) {
      for (const { a, b } of comparePage(list, page, 10)!) {
        expect(a).not.toBe(b);
        const key = [a, b].sort().join('|');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    expect(seen.size).toBe(compareCount(23));
    expect(comparePage(list, 27, 10)).toBeNull();
    expect(comparePage(list, 0, 10)).toBeNull();
    expect(comparePage([], 1, 10)).toEqual([]);
  });

  it('answers the shipped count and head the route checks and the build use', () => {
    const shipped = seedCurrencies().map((currency) => currency.code);
    expect(compareCount(shipped.length)).toBe(SHIPPED_COUNTS.compare);
    const last = Math.ceil(SHIPPED_COUNTS.compare / PER_PAGE.compare);
    expect(comparePage(shipped, last, PER_PAGE.compare)!.length).toBeGreaterThan(0);
    expect(comparePage(shipped, last + 1, PER_PAGE.compare)).toBeNull();
    expect(compareHead(shipped, 6)).toHaveLength(15);
    expect(compareHead(shipped, 6)[0]).toEqual({ a: 'btc', b: 'eth' });
    expect(compareHead(['btc'], 6)).toEqual([]);
  });
});

describe('canonical comparison', () => {
  it('orders both spellings as the listing does', () => {
    expect(canonicalCompare(codes, 'eth', 'btc')).toEqual({ a: 'btc', b: 'eth' });
    expect(canonicalCompare(codes, 'btc', 'eth')).toEqual({ a: 'btc', b: 'eth' });
    expect(canonicalCompare(codes, 'xrp', 'sol')).toEqual({ a: 'sol', b: 'xrp' });
  });

  it('has none for a coin with itself or an unknown coin', () => {
    expect(canonicalCompare(codes, 'btc', 'btc')).toBeNull();
    expect(canonicalCompare(codes, 'btc', 'nope')).toBeNull();
  });

  it('finds the listing page of a comparison', () => {
    const list = Array.from({ length: 30 }, (_, n) => `c${n}`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: compareCount(30) - 1 }), (index) => {
        const [i, j] = comparePositions(index);
        const pair = { a: list[i]!, b: list[j]! };
        const page = comparePageOf(list, pair, 7);
        expect(comparePage(list, page, 7)).toContainEqual(pair);
      }),
    );
  });
});
