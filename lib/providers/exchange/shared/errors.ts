import { HttpError } from '@/lib/http/errors';
import { ProviderError, type ProviderErrorKind } from '../errors';
import type { ProviderId } from '../types';

// The part of error mapping every vendor shares: transport failures, auth, rate limits and 5xx
// mean the same everywhere. Each vendor's errors.ts first reads its own error codes (amount
// limits, inactive pair, bad address...) and falls back to this.

/** A vendor's reading of its own error body; undefined when it does not recognise it. */
export type VendorClassifier = (
  error: HttpError,
  redact: (text: string) => string,
) => ProviderError | undefined;

const TRANSPORT: Partial<Record<HttpError['kind'], ProviderErrorKind>> = {
  timeout: 'timeout',
  // The caller gave up (overall deadline or visitor left): for the offers list that is a timeout.
  aborted: 'timeout',
  network: 'unavailable',
  host_not_allowed: 'unavailable',
  invalid_json: 'bad_response',
  invalid_shape: 'bad_response',
};

export function toProviderError(
  provider: ProviderId,
  error: unknown,
  classify: VendorClassifier,
  redact: (text: string) => string,
): ProviderError {
  if (error instanceof ProviderError) return error;
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError(provider, 'unavailable', redact(message), {}, { cause: error });
  }
  const status = error.status;
  const transport = TRANSPORT[error.kind];
  if (transport) {
    return new ProviderError(
      provider,
      transport,
      redact(error.message),
      { status },
      { cause: error },
    );
  }
  const vendor = classify(error, redact);
  if (vendor) return vendor;
  const message = redact(error.message);
  if (status === 401 || status === 403) {
    return new ProviderError(provider, 'unauthorized', message, { status }, { cause: error });
  }
  if (status === 429) {
    const details = { status, retryAfter: error.retryAfter };
    return new ProviderError(provider, 'rate_limited', message, details, { cause: error });
  }
  if (status === 404) {
    return new ProviderError(provider, 'not_found', message, { status }, { cause: error });
  }
  // 5xx, redirects and 4xx answers we cannot read: the provider is not usable right now.
  return new ProviderError(provider, 'unavailable', message, { status }, { cause: error });
}

/** The `error`/`message` fields most REST vendors put in their error bodies, as plain text. */
export function bodyText(body: unknown, ...keys: string[]): string {
  if (typeof body === 'string') return body;
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  return keys
    .map((key) => record[key])
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .join(' ');
}

/** Amount errors without limits get them from the pair's range, when we fetched it anyway. */
export function addLimits(error: ProviderError, range: { min: string; max: string | null }) {
  if (error.kind === 'amount_too_low') error.details.min ??= range.min;
  if (error.kind === 'amount_too_high') error.details.max ??= range.max ?? undefined;
  return error;
}
