import { compareDecimal } from '@/lib/decimal';
import { ProviderError } from './errors';

// Checks an amount (in the currency sent) against a vendor's range so the visitor is told the
// limit, not a vague vendor message; `max` null (or 0) means the vendor names no maximum.

interface Range {
  min: string;
  max: string | null;
}

export function assertWithinLimits(provider: string, amount: string, { min, max }: Range): void {
  if (compareDecimal(amount, min) < 0) {
    throw new ProviderError(provider, 'amount_too_low', `below the minimum ${min}`, {
      min,
      max: max ?? undefined,
    });
  }
  if (max !== null && compareDecimal(max, '0') > 0 && compareDecimal(amount, max) > 0) {
    throw new ProviderError(provider, 'amount_too_high', `above the maximum ${max}`, { min, max });
  }
}

/**
 * Amount errors the vendor sent without limits get them from the pair's range, when we fetched
 * it anyway: both ends, so the visitor sees the whole range whichever side they missed.
 */
export function addLimits(error: ProviderError, range: Range): ProviderError {
  if (error.kind !== 'amount_too_low' && error.kind !== 'amount_too_high') return error;
  error.details.min ??= range.min;
  error.details.max ??= range.max ?? undefined;
  return error;
}

/** A vendor's "no maximum" (null, "0") as null. */
export function maxOrNull(max: string | null | undefined): string | null {
  return max && compareDecimal(max, '0') > 0 ? max : null;
}

/** A vendor amount that is really there: present and above zero. */
export function positive(value: string | null | undefined): string | null {
  return value && compareDecimal(value, '0') > 0 ? value : null;
}
