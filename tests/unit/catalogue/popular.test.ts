import { describe, expect, it } from 'vitest';
import { popularPickerCurrencies } from '@/lib/catalogue/api';
import { seedCurrencies } from '@/lib/catalogue/load';

// What the home page embeds for its form: the catalogue's ranked currencies, in rank order,
// with only what a coin picker shows.

describe('popularPickerCurrencies', () => {
  const catalogue = seedCurrencies();
  const popular = popularPickerCurrencies(catalogue);

  it('keeps exactly the ranked currencies, in the catalogue order (rank first)', () => {
    const ranked = catalogue.filter((currency) => currency.popularRank !== null);
    expect(popular.map((currency) => currency.code)).toEqual(ranked.map((c) => c.code));
    expect(popular.length).toBeLessThan(catalogue.length);
    // The form's default pair renders from it before the full list loads.
    expect(popular.slice(0, 2).map((currency) => currency.code)).toEqual(['btc', 'eth']);
  });

  it('carries only what a picker shows', () => {
    const btc = popular[0]!;
    expect(btc).toEqual({
      code: 'btc',
      ticker: 'BTC',
      name: 'Bitcoin',
      icon: catalogue[0]!.icon,
      popular: true,
      network: { name: catalogue[0]!.network.name, badge: catalogue[0]!.network.badge },
    });
  });
});
