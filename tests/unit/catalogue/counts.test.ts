import { describe, expect, it } from 'vitest';
import { catalogueCounts } from '@/lib/catalogue/counts';
import { computeSiteFigures } from '@/lib/site-figures/figures';
import { seedCurrencies } from '@/lib/catalogue/load';

const SHIPPED_CURRENCIES = seedCurrencies();

// One coin count for the home page, About and /coin (issue 22, item 14): the site figures take
// the same count /coin states, a coin is its ticker whatever the network, and the listing's lines
// are counted apart.

describe('catalogueCounts', () => {
  it('counts a ticker on several networks as one coin, and each network once', () => {
    const counts = catalogueCounts([
      { ticker: 'USDT', network: { code: 'trx' } },
      { ticker: 'usdt', network: { code: 'eth' } },
      { ticker: 'ETH', network: { code: 'eth' } },
    ]);
    expect(counts).toEqual({ coins: 2, networks: 2, lines: 3 });
  });

  it('is the count the home page and About state', () => {
    const figures = computeSiteFigures({
      providers: [],
      currencies: SHIPPED_CURRENCIES,
      languages: 14,
      dexNetworks: [],
      foundedYear: undefined,
      support24x7: false,
      now: new Date('2026-12-01T00:00:00Z'),
    });
    const counts = catalogueCounts(SHIPPED_CURRENCIES);
    expect(figures.coins).toBe(counts.coins);
    expect(figures.networks).toBe(counts.networks);
    // The shipped catalogue has tickers on several networks: the two figures differ, and the
    // page says which is which.
    expect(counts.lines).toBeGreaterThan(counts.coins);
  });
});
