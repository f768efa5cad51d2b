import { describe, expect, it } from 'vitest';
import { seedCurrencies } from '@/lib/catalogue/load';
import { showcaseCoins } from '@/lib/catalogue/showcase';
import type { Currency } from '@/lib/catalogue/types';

// The home page's "supported coins": coins (tickers), not currencies, in the catalogue's order.

describe('showcaseCoins', () => {
  const catalogue = seedCurrencies();

  it('lists each ranked ticker once, first in rank order, up to the limit', () => {
    const coins = showcaseCoins(catalogue, 12);
    expect(coins).toHaveLength(12);
    const tickers = coins.map((coin) => coin.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
    expect(tickers.slice(0, 3)).toEqual(['BTC', 'ETH', 'USDT']);
  });

  it('shows USDT once although the catalogue has it on several networks', () => {
    expect(catalogue.filter((currency) => currency.ticker === 'USDT').length).toBeGreaterThan(1);
    const usdt = showcaseCoins(catalogue, 50).filter((coin) => coin.ticker === 'USDT');
    expect(usdt).toEqual([{ ticker: 'USDT', name: 'Tether', icon: expect.any(String) }]);
  });

  it('leaves out currencies without a rank and stops when the ranked ones run out', () => {
    const coin = (ticker: string, rank: number | null) =>
      ({ ...catalogue[0], ticker, name: ticker, popularRank: rank }) as Currency;
    const list = [coin('AAA', 1), coin('BBB', null), coin('CCC', 2), coin('AAA', 3)];
    expect(showcaseCoins(list, 10).map((entry) => entry.ticker)).toEqual(['AAA', 'CCC']);
    expect(showcaseCoins(list, 1).map((entry) => entry.ticker)).toEqual(['AAA']);
    expect(showcaseCoins([], 5)).toEqual([]);
  });
});
