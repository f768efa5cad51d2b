import { HttpError } from '@/lib/http/errors';
import { ProviderError, type ProviderErrorDetails, type ProviderErrorKind } from '../errors';
import type { ProviderId } from '../types';

// The part of every adapter's errors.ts that does not depend on the vendor: transport failures,
// auth, rate limits and server errors. Each vendor passes a `classify` that reads its own error
// body for the client errors (amount, pair, address, rate id).

export interface Classified {
  kind: ProviderErrorKind;
  details?: ProviderErrorDetails;
}

export interface ToProviderErrorOptions {
  provider: ProviderId;
  /** Vendor-specific reading of a non-2xx answer; undefined falls back to the generic rules. */
  classify?: (status: number, body: unknown) => Classified | undefined;
  /** The client's redact(), so vendor text quoted in messages never carries the key. */
  redact: (text: string) => string;
}

/** A short, redacted description of a vendor's error body for messages and logs. */
export function describeBody(body: unknown, redact: (text: string) => string): string {
  if (body === null || body === undefined) return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return redact(text.slice(0, 300));
}

function statusKind(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'bad_response';
}

export function toProviderError(error: unknown, options: ToProviderErrorOptions): ProviderError {
  const { provider, redact } = options;
  if (error instanceof ProviderError) return error;
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError(provider, 'unavailable', redact(message), {}, { cause: error });
  }
  const message = redact(error.message);
  switch (error.kind) {
    case 'timeout':
    case 'aborted':
      return new ProviderError(provider, 'timeout', message, {}, { cause: error });
    case 'network':
    case 'host_not_allowed':
      return new ProviderError(provider, 'unavailable', message, {}, { cause: error });
    case 'invalid_json':
    case 'invalid_shape':
      return new ProviderError(
        provider,
        'bad_response',
        message,
        { status: error.status },
        {
          cause: error,
        },
      );
    case 'status':
      break;
  }
  const status = error.status ?? 0;
  // Auth, throttling and server faults mean the same thing whatever the body says.
  const fixed = status === 401 || status === 403 || status === 429 || status >= 500;
  const classified = fixed ? undefined : options.classify?.(status, error.body);
  const kind = classified?.kind ?? statusKind(status);
  const details: ProviderErrorDetails = { status, ...classified?.details };
  if (kind === 'rate_limited') details.retryAfter = error.retryAfter;
  const body = describeBody(error.body, redact);
  return new ProviderError(provider, kind, body ? `${message}: ${body}` : message, details, {
    cause: error,
  });
}

/** Runs a vendor call and turns whatever it throws into a ProviderError. */
export async function guarded<T>(
  run: () => Promise<T>,
  options: ToProviderErrorOptions,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error, options);
  }
}
