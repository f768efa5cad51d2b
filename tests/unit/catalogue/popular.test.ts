import { describe, expect, it } from 'vitest';
import { compactPopularCurrencies, expandCompactCurrencies } from '@/lib/catalogue/compact';
import { seedCurrencies } from '@/lib/catalogue/load';

// What the home page embeds for its form: the catalogue's ranked currencies, in rank order,
// as short tuples the form turns back into what a coin picker shows.

describe('the embedded popular currencies', () => {
  const catalogue = seedCurrencies();
  const popular = expandCompactCurrencies(compactPopularCurrencies(catalogue));

  it('are exactly the ranked currencies, in the catalogue order (rank first)', () => {
    const ranked = catalogue.filter((currency) => currency.popularRank !== null);
    expect(popular.map((currency) => currency.code)).toEqual(ranked.map((c) => c.code));
    expect(popular.length).toBeLessThan(catalogue.length);
    // The form's default pair renders from them before the full list loads.
    expect(popular.slice(0, 2).map((currency) => currency.code)).toEqual(['btc', 'eth']);
  });

  it('come back as the picker shows them, each field in its place', () => {
    const usdt = catalogue.find((currency) => currency.code === 'usdttrc20')!;
    expect(popular.find((currency) => currency.code === 'usdttrc20')).toEqual({
      code: 'usdttrc20',
      ticker: 'USDT',
      name: 'Tether',
      icon: usdt.icon,
      popular: true,
      network: { name: usdt.network.name, badge: 'TRC20' },
    });
  });
});
