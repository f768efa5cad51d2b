import { describe, expect, it } from 'vitest';
import { coinsPage, compareCoins, sameTickerElsewhere } from '@/lib/catalogue/coin-listing';
import { PER_PAGE } from '@/lib/catalogue/listings';
import { seedCurrencies } from '@/lib/catalogue/load';
import type { Currency } from '@/lib/catalogue/types';

const all = seedCurrencies();
const shuffled = [...all].reverse();

describe('the coin listing', () => {
  it('orders popular ranks first, then by name, as listCurrencies() does', () => {
    expect([...shuffled].sort(compareCoins).map((c) => c.code)).toEqual(all.map((c) => c.code));
    const ranked = all.filter((c) => c.popularRank !== null);
    expect(all.slice(0, ranked.length)).toEqual(ranked);
    expect(all[0]?.code).toBe('btc');
  });

  it('pages every currency exactly once, PER_PAGE.coins a page', () => {
    const first = coinsPage(shuffled, 1)!;
    expect(first.pageCount).toBe(Math.ceil(all.length / PER_PAGE.coins));
    expect(first.items).toHaveLength(Math.min(PER_PAGE.coins, all.length));
    const codes = Array.from(
      { length: first.pageCount },
      (_, index) => coinsPage(shuffled, index + 1)!.items,
    )
      .flat()
      .map((c) => c.code);
    expect(codes).toEqual(all.map((c) => c.code));
    expect(first.total).toBe(all.length);
  });

  it('answers null for page 0, a fraction or a page past the end', () => {
    const pages = coinsPage(all, 1)!.pageCount;
    expect(coinsPage(all, 0)).toBeNull();
    expect(coinsPage(all, 1.5)).toBeNull();
    expect(coinsPage(all, pages + 1)).toBeNull();
    expect(coinsPage(all, pages)?.items.length).toBeGreaterThan(0);
    // An empty catalogue still has its first page.
    expect(coinsPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('finds the same ticker on the other networks', () => {
    const usdt = all.find((c) => c.code === 'usdttrc20') as Currency;
    const others = sameTickerElsewhere(all, usdt);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((c) => c.ticker === 'USDT' && c.code !== 'usdttrc20')).toBe(true);
    expect(others.map((c) => c.code)).toContain('usdterc20');
    const btc = all.find((c) => c.code === 'btc') as Currency;
    expect(sameTickerElsewhere(all, btc).map((c) => c.ticker)).not.toContain('ETH');
  });
});
