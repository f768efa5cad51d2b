import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  commissionFigures,
  priceDecimal,
  sumDecimals,
  toCents,
  toLedger,
} from '@/lib/partner-earnings/maths';

// The ledger's figures are exact decimals: what a float would get wrong, they get right.

describe('commission figures', () => {
  it('multiplies exactly where floats do not', () => {
    // 0.1 × 0.2 is 0.020000000000000004 in binary floating point.
    expect(commissionFigures('0.1', '0.2', null)).toEqual({
      amountUsd: null,
      commissionDeposit: '0.02',
      commissionUsd: null,
    });
    expect(commissionFigures('1.15', '0.002', '3000.1')).toEqual({
      amountUsd: '3450.115',
      commissionDeposit: '0.0023',
      commissionUsd: '6.90023',
    });
  });

  it('derives the USD commission from the USD amount, so the two agree', () => {
    const figures = commissionFigures('0.123456789', '0.002', '97250.33');
    expect(figures.amountUsd).toBe('12006.21347099037');
    expect(figures.commissionUsd).toBe('24.01242694198074');
  });

  it('cuts to the ledger’s 18 decimals, never rounding up', () => {
    // 0.000000000000000001 × 0.5 has 19 decimals: the half is cut, not rounded.
    expect(commissionFigures('0.000000000000000001', '0.5', null).commissionDeposit).toBe('0');
    expect(toLedger('0.1234567890123456789')).toBe('0.123456789012345678');
    expect(commissionFigures('0.000000000000000003', '0.5', null).commissionDeposit).toBe(
      '0.000000000000000001',
    );
  });

  it('refuses negative amounts and rates', () => {
    expect(() => commissionFigures('-1', '0.002', null)).toThrow(RangeError);
    expect(() => commissionFigures('1', '-0.002', null)).toThrow(RangeError);
  });

  it('earns nothing at a rate of zero', () => {
    expect(commissionFigures('2', '0', '10')).toEqual({
      amountUsd: '20',
      commissionDeposit: '0',
      commissionUsd: '0',
    });
  });
});

describe('decimal helpers', () => {
  it('reads a stored price as the decimal the source sent', () => {
    expect(priceDecimal(97250.33)).toBe('97250.33');
    expect(priceDecimal(0.00001234)).toBe('0.00001234');
    expect(priceDecimal(0)).toBeNull();
    expect(priceDecimal(Number.NaN)).toBeNull();
  });

  it('sums exactly', () => {
    expect(sumDecimals(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(sumDecimals([])).toBe('0');
  });

  it('makes PostgreSQL’s numeric text canonical', () => {
    expect(canonicalDecimal('0.002000000000000000')).toBe('0.002');
    expect(canonicalDecimal('50.000000000000000000')).toBe('50');
  });

  it('cuts USD to cents', () => {
    expect(toCents('50.129')).toBe('50.12');
  });
});
