import { describe, expect, it } from 'vitest';
import {
  amountFieldText,
  checkAmount,
  checkSlippage,
  formatAmount,
  formatUsd,
  maxSpendable,
  shortAddress,
  slippageText,
} from '@/lib/dex/client/units';

// Amounts and slippage as the visitor types and reads them (lib/dex/client/units.ts).

describe('checkAmount', () => {
  it('reads a decimal in base units, with the locale decimal mark or a point', () => {
    expect(checkAmount('1.5', 6, 'en')).toEqual({ kind: 'ok', base: 1_500_000n, human: '1.5' });
    expect(checkAmount('1,5', 6, 'de')).toEqual({ kind: 'ok', base: 1_500_000n, human: '1.5' });
    expect(checkAmount('.25', 18, 'en')).toMatchObject({ kind: 'ok', base: 25n * 10n ** 16n });
  });

  it('refuses empty, zero, non-numbers and more digits than the token has', () => {
    expect(checkAmount(' ', 6, 'en')).toEqual({ kind: 'empty' });
    expect(checkAmount('0.000', 6, 'en')).toEqual({ kind: 'zero' });
    expect(checkAmount('1e5', 6, 'en')).toEqual({ kind: 'invalid' });
    expect(checkAmount('-1', 6, 'en')).toEqual({ kind: 'invalid' });
    expect(checkAmount('1,000', 6, 'en')).toEqual({ kind: 'invalid' });
    expect(checkAmount('0.0000001', 6, 'en')).toEqual({ kind: 'too_precise', decimals: 6 });
    expect(checkAmount('0.1000000', 6, 'en')).toMatchObject({ kind: 'ok', base: 100_000n });
  });
});

describe('formatting', () => {
  it('shows base units in the locale, cut and never rounded up', () => {
    expect(formatAmount(1_234_567_891n, 6, 'en')).toBe('1,234.567891');
    expect(formatAmount(1_234_567_891n, 6, 'de')).toBe('1.234,567891');
    expect(formatAmount(999_999_999_999_999_999n, 18, 'en')).toBe('0.9999');
    expect(formatAmount(1_999_999_999_999_999_999n, 18, 'en')).toBe('1.999999');
    expect(formatAmount(1_234n, 18, 'en')).toBe('0.000000000000001234');
    expect(formatAmount(0n, 6, 'en')).toBe('0');
  });

  it('shows dollars to the cent and tiny values as below a cent', () => {
    expect(formatUsd('1234.5678', 'en')).toBe('$1,234.56');
    expect(formatUsd('0.004', 'en')).toBe('< $0.01');
    expect(formatUsd('0', 'en')).toBe('$0.00');
  });

  it('writes the amount field with every digit and the locale mark', () => {
    expect(amountFieldText(1_500_000n, 6, 'fr')).toBe('1,5');
    expect(amountFieldText(1_500_000n, 6, 'en')).toBe('1.5');
  });

  it('shortens an address', () => {
    expect(shortAddress('0x0000000000001fF3684f28c67538d4D072C22734')).toBe('0x0000…2734');
  });
});

describe('maxSpendable', () => {
  it('sells a whole token balance', () => {
    expect(maxSpendable(123n, false, 10n)).toBe(123n);
  });

  it('keeps gas headroom for the native coin, never below zero', () => {
    const gwei = 10n ** 9n;
    expect(maxSpendable(10n ** 18n, true, gwei)).toBe(10n ** 18n - 400_000n * gwei * 2n);
    expect(maxSpendable(1000n, true, gwei)).toBe(0n);
    expect(maxSpendable(10n ** 18n, true, null)).toBe(10n ** 18n - 10n ** 16n);
  });

  it('keeps a floor back on a rollup for its L1 data fee, which the L2 gas price leaves out', () => {
    const l2 = 1_000_000n; // 0.001 gwei: 400,000 × 2 × it is far below the floor
    expect(maxSpendable(10n ** 18n, true, l2, true)).toBe(10n ** 18n - 2n * 10n ** 14n);
    expect(maxSpendable(10n ** 18n, true, l2, false)).toBe(10n ** 18n - 400_000n * l2 * 2n);
    // A busy rollup whose gas headroom is above the floor keeps that instead.
    const busy = 10n ** 9n;
    expect(maxSpendable(10n ** 18n, true, busy, true)).toBe(10n ** 18n - 400_000n * busy * 2n);
    expect(maxSpendable(10n ** 18n, false, l2, true)).toBe(10n ** 18n);
  });
});

describe('checkSlippage', () => {
  it('reads a percentage as basis points and warns above 3 %', () => {
    expect(checkSlippage('0.5', 'en')).toEqual({ kind: 'ok', bps: 50, warn: false });
    expect(checkSlippage('0,5', 'fr')).toEqual({ kind: 'ok', bps: 50, warn: false });
    expect(checkSlippage('3', 'en')).toEqual({ kind: 'ok', bps: 300, warn: false });
    expect(checkSlippage('3.01', 'en')).toEqual({ kind: 'ok', bps: 301, warn: true });
  });

  it('refuses values outside 0.01 %–50 % and more than two decimals', () => {
    expect(checkSlippage('0', 'en')).toEqual({ kind: 'out_of_range', min: 1, max: 5000 });
    expect(checkSlippage('50.01', 'en')).toMatchObject({ kind: 'out_of_range' });
    expect(checkSlippage('0.005', 'en')).toEqual({ kind: 'invalid' });
    expect(checkSlippage('abc', 'en')).toEqual({ kind: 'invalid' });
  });

  it('writes bps back as the field shows them', () => {
    expect(slippageText(50, 'en')).toBe('0.5');
    expect(slippageText(100, 'de')).toBe('1');
  });
});
