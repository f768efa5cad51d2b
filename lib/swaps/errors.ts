import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { ProviderError } from '@/lib/providers/exchange/errors';

/** A provider's refusal in the words of our API (see docs/api.md). */
export function providerErrorToApi(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof ProviderError)) {
    return new ApiError(502, 'provider_rejected', { cause: error });
  }
  const cause = error;
  const limits: Record<string, string> = {};
  if (error.details.min) limits.min = error.details.min;
  if (error.details.max) limits.max = error.details.max;
  switch (error.kind) {
    case 'amount_too_low':
      return new ApiError(422, 'amount_too_low', { fields: { amount: 'amount_too_low' }, cause });
    case 'amount_too_high':
      return new ApiError(422, 'amount_too_high', { fields: { amount: 'amount_too_high' }, cause });
    case 'pair_unavailable':
      return new ApiError(422, 'pair_unavailable', { cause });
    case 'invalid_address':
      return new ApiError(400, 'invalid_address', {
        fields: { payoutAddress: 'invalid_address' },
        cause,
      });
    case 'invalid_extra_id':
      return new ApiError(400, 'invalid_memo', {
        fields: { payoutExtraId: 'invalid_memo' },
        cause,
      });
    case 'rate_expired':
      return new ApiError(409, 'quote_expired', { cause });
    case 'rate_limited':
    case 'timeout':
    case 'unavailable':
      return new ApiError(503, 'provider_unavailable', {
        retryAfter: error.details.retryAfter ?? 30,
        cause,
      });
    default:
      return new ApiError(502, 'provider_rejected', { cause });
  }
}

/** A short, secret-free description for swaps.last_error. */
export function describeError(error: unknown): string {
  if (error instanceof ProviderError) return `${error.kind}: ${error.message}`.slice(0, 500);
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}
