import { ProviderError } from '../errors';
import type { ProviderId } from '../types';
import { compareDecimal } from './decimal';

// Checks an amount (in the currency sent) against a vendor's range so the visitor is told the
// limit, not a vague vendor message; `max` null means the vendor names no maximum.

export function assertWithinLimits(
  provider: ProviderId,
  amount: string,
  min: string,
  max: string | null,
): void {
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
export function addLimits(error: ProviderError, range: { min: string; max: string | null }) {
  if (error.kind !== 'amount_too_low' && error.kind !== 'amount_too_high') return error;
  error.details.min ??= range.min;
  error.details.max ??= range.max ?? undefined;
  return error;
}
