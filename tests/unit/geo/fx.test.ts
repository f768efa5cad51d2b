import { describe, expect, it } from 'vitest';
import { FIAT_CURRENCIES, FX_SNAPSHOT_AS_OF, fiatPerUsd } from '@/lib/geo';

describe('FX snapshot', () => {
  it('is dated', () => {
    expect(FX_SNAPSHOT_AS_OF).toBe('2026-11-01');
  });

  it('has a positive rate for every served fiat', () => {
    const missing = FIAT_CURRENCIES.filter((fiat) => !fiatPerUsd(fiat.code)?.gt(0));
    expect(missing.map((fiat) => fiat.code)).toEqual([]);
  });

  it('reads exact decimals: one dollar is one dollar, pegs hold', () => {
    expect(fiatPerUsd('USD')?.toString()).toBe('1');
    expect(fiatPerUsd('aed')?.toString()).toBe('3.6725');
    expect(fiatPerUsd('SAR')?.toString()).toBe('3.75');
    expect(fiatPerUsd('HKD')?.gt(7.75) && fiatPerUsd('HKD')?.lt(7.85)).toBe(true);
  });

  it('keeps the franc zone and the euro in their fixed ratio', () => {
    // 655.957 CFA francs per euro, by treaty: the snapshot may be off the market, not off the peg.
    const perEuro = fiatPerUsd('XOF')!.div(fiatPerUsd('EUR')!);
    expect(perEuro.minus(655.957).abs().lt(1)).toBe(true);
    expect(fiatPerUsd('XAF')?.eq(fiatPerUsd('XOF')!)).toBe(true);
  });

  it('has no rate for what it does not serve', () => {
    expect(fiatPerUsd('XAU')).toBeNull();
    expect(fiatPerUsd('BTC')).toBeNull();
  });
});
