import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { toCurrencyRef } from '@/lib/catalogue';
import type { Currency } from '@/lib/catalogue/types';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { compareDecimal } from '@/lib/decimal';
import { providerErrorToApi } from './errors';
import type { CreateSwapInput } from './contract';

const RANGE_TIMEOUT_MS = 5_000;

/**
 * Refuses an amount outside the provider's limits before a swap is created. The limits are in
 * the currency sent, so a reverse request is checked with the amount its fixed quote names and
 * otherwise left to the provider.
 */
export async function checkRange(
  input: CreateSwapInput,
  provider: ExchangeProvider,
  from: Currency,
  to: Currency,
  quotedAmountFrom: string | null,
): Promise<void> {
  const sent = input.direction === 'direct' ? input.amount : quotedAmountFrom;
  if (sent === null) return;
  let range;
  try {
    range = await provider.range({
      from: toCurrencyRef(from),
      to: toCurrencyRef(to),
      rateType: input.rateType,
      signal: AbortSignal.timeout(RANGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw providerErrorToApi(error);
  }
  if (compareDecimal(sent, range.min) < 0) {
    throw new ApiError('amount_too_low', {
      fields: { amount: 'amount_too_low' },
      details: { min: range.min },
    });
  }
  if (range.max !== null && compareDecimal(sent, range.max) > 0) {
    throw new ApiError('amount_too_high', {
      fields: { amount: 'amount_too_high' },
      details: { max: range.max },
    });
  }
}
