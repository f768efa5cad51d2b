import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, currencyCodeSchema, rateTypeSchema } from '@/lib/rates/contract';
import { readAmount, readCurrencyCode, readRateType } from '@/lib/rates/rules';

// The zod-free readers and the contract's schemas are one rule: whatever the schema accepts the
// reader accepts with the same value, and whatever it refuses the reader refuses.

const amounts = fc.oneof(
  fc.stringMatching(/^\s?-?\d{0,17}(\.\d{0,20})?\s?$/),
  fc.constantFrom('0', '0.0', '00.1', '0.000000000000000001', '999999999999999', '1e3', ''),
  fc.string(),
);
const codes = fc.oneof(
  fc.stringMatching(/^\s?[A-Za-z0-9-]{0,34}\s?$/),
  fc.constantFrom('BTC', ' eth ', 'usdt-trc20', 'x'.repeat(33), ''),
  fc.string(),
);

describe('offers rules without zod', () => {
  it('reads an amount exactly as the contract does', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(readAmount(value)).toBe(amountSchema.safeParse(value).data ?? null);
      }),
    );
  });

  it('reads a currency code exactly as the contract does', () => {
    fc.assert(
      fc.property(codes, (value) => {
        expect(readCurrencyCode(value)).toBe(currencyCodeSchema.safeParse(value).data ?? null);
      }),
    );
  });

  it('reads a rate type exactly as the contract does', () => {
    for (const value of ['fixed', 'floating', 'all', 'FIXED', '', undefined]) {
      expect(readRateType(value)).toBe(rateTypeSchema.safeParse(value).data ?? null);
    }
  });

  it('refuses a missing value', () => {
    expect(readAmount(undefined)).toBeNull();
    expect(readCurrencyCode(undefined)).toBeNull();
  });
});
