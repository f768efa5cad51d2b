import 'server-only';
import { ApiError, type ApiErrorDetails } from '@/lib/api/errors';
import { ProviderError } from '@/lib/providers/kit/errors';

/** A provider's refusal in the words of our API (see docs/api.md). */
export function providerErrorToApi(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof ProviderError)) {
    return new ApiError('provider_rejected', { cause: error });
  }
  const cause = error;
  const limits: ApiErrorDetails = {};
  if (error.details.min) limits.min = error.details.min;
  if (error.details.max) limits.max = error.details.max;
  switch (error.kind) {
    case 'amount_too_low':
      return new ApiError('amount_too_low', {
        fields: { amount: 'amount_too_low' },
        details: limits,
        cause,
      });
    case 'amount_too_high':
      return new ApiError('amount_too_high', {
        fields: { amount: 'amount_too_high' },
        details: limits,
        cause,
      });
    case 'pair_unavailable':
      return new ApiError('pair_unavailable', { cause });
    case 'invalid_address':
      return new ApiError('invalid_address', {
        fields: { payoutAddress: 'invalid_address' },
        cause,
      });
    case 'invalid_extra_id':
      return new ApiError('invalid_memo', {
        fields: { payoutExtraId: 'invalid_memo' },
        cause,
      });
    case 'rate_expired':
      return new ApiError('quote_expired', { cause });
    case 'rate_limited':
    case 'timeout':
    case 'unavailable':
      return new ApiError('provider_unavailable', {
        retryAfter: error.details.retryAfter ?? 30,
        cause,
      });
    default:
      return new ApiError('provider_rejected', { cause });
  }
}

/** A short, secret-free description for swaps.last_error. */
export function describeError(error: unknown): string {
  if (error instanceof ProviderError) return `${error.kind}: ${error.message}`.slice(0, 500);
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}
