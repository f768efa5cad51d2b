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

/** Adds the vendor's limits to an amount error that came without them. */
export function withLimits(error: ProviderError, min: string, max: string | null): ProviderError {
  if (error.kind !== 'amount_too_low' && error.kind !== 'amount_too_high') return error;
  const details = {
    ...error.details,
    min: error.details.min ?? min,
    max: error.details.max ?? max ?? undefined,
  };
  return new ProviderError(
    error.provider,
    error.kind,
    error.message.replace(/^[^:]+: [^:]+: /, ''),
    details,
    {
      cause: error.cause,
    },
  );
}
