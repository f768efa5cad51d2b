import { describe, expect, it } from 'vitest';
import { computeSiteFigures, type FigureInputs } from '@/lib/site-figures/figures';

// The figures the home page states: counted from what the site runs with, and the operator's
// claims only when configured.

const currency = (ticker: string, network: string) => ({ ticker, network: { code: network } });

const base: FigureInputs = {
  providers: [{ sandbox: false }, { sandbox: false }],
  currencies: [
    currency('BTC', 'bitcoin'),
    currency('ETH', 'ethereum'),
    currency('ETH', 'arbitrum'),
    currency('USDT', 'tron'),
    currency('USDT', 'ethereum'),
  ],
  languages: 14,
  dexNetworks: ['Ethereum', 'BNB Chain'],
  foundedYear: undefined,
  support24x7: false,
  now: new Date('2026-11-27T12:00:00Z'),
};

describe('computeSiteFigures', () => {
  it('counts coins by ticker and networks by code', () => {
    const figures = computeSiteFigures(base);
    expect(figures.coins).toBe(3);
    expect(figures.networks).toBe(4);
    expect(figures.languages).toBe(14);
  });

  it('names the DEX networks it was given, in their order', () => {
    expect(computeSiteFigures(base).dexNetworks).toEqual(['Ethereum', 'BNB Chain']);
  });

  it('counts the real providers and leaves a sandbox beside them out', () => {
    const figures = computeSiteFigures({
      ...base,
      providers: [{ sandbox: false }, { sandbox: true }, { sandbox: true }, { sandbox: false }],
    });
    expect(figures.providers).toEqual({ count: 2, sandbox: false });
  });

  it('says so when every provider is simulated', () => {
    const figures = computeSiteFigures({
      ...base,
      providers: [{ sandbox: true }, { sandbox: true }, { sandbox: true }],
    });
    expect(figures.providers).toEqual({ count: 3, sandbox: true });
  });

  it('has no provider figure to show when there is none', () => {
    expect(computeSiteFigures({ ...base, providers: [] }).providers).toEqual({
      count: 0,
      sandbox: false,
    });
  });

  it('claims no expertise and no round-the-clock support unless configured', () => {
    const figures = computeSiteFigures(base);
    expect(figures.yearsOfExpertise).toBeUndefined();
    expect(figures.support24x7).toBe(false);
  });

  it('computes the years of expertise from the founding year', () => {
    const figures = computeSiteFigures({ ...base, foundedYear: 2018, support24x7: true });
    expect(figures.yearsOfExpertise).toBe(8);
    expect(figures.support24x7).toBe(true);
  });

  it('shows no years for an operator founded this year or in a future year', () => {
    expect(computeSiteFigures({ ...base, foundedYear: 2026 }).yearsOfExpertise).toBeUndefined();
    expect(computeSiteFigures({ ...base, foundedYear: 2030 }).yearsOfExpertise).toBeUndefined();
  });
});
