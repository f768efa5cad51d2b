import { RATE_TYPES, type RateType } from '@/lib/providers/exchange/contract';

// The amount and currency-code rules of the offers API as plain functions, without zod: the
// contract's schemas (./contract.ts) are built on them, and a page can read a query string with
// them without loading a schema library before its first paint (/swap reads its query this way).

/**
 * A positive decimal in whole coins: "0.1", "25"; at most 15 integer digits (so Number() reads
 * it exactly for ranking), 18 decimals and no leading zeros.
 */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,14})(?:\.\d{1,18})?$/;
export const isPositiveAmount = (amount: string) => /[1-9]/.test(amount);

/** Our currency codes ('btc', 'usdttrc20'), after trimming and lower-casing. */
export const CURRENCY_CODE_PATTERN = /^[a-z0-9]{1,32}$/;

/** The amount the offers API would accept (trimmed), or null. */
export function readAmount(value: string | undefined): string | null {
  const amount = value?.trim();
  return amount !== undefined && AMOUNT_PATTERN.test(amount) && isPositiveAmount(amount)
    ? amount
    : null;
}

/** The currency code the offers API would read (trimmed, lower-cased), or null. */
export function readCurrencyCode(value: string | undefined): string | null {
  const code = value?.trim().toLowerCase();
  return code !== undefined && CURRENCY_CODE_PATTERN.test(code) ? code : null;
}

export function readRateType(value: string | undefined): RateType | null {
  return RATE_TYPES.find((type) => type === value) ?? null;
}
