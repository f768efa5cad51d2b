import { HttpError } from '@/lib/http/errors';
import { toDecimal } from '@/lib/decimal';
import { ProviderError, type ProviderErrorDetails, type ProviderErrorKind } from './errors';

// The part of error mapping every vendor shares: transport failures, auth, rate limits and 5xx
// mean the same everywhere. Each vendor client passes a `classify` that reads its own error body
// (amount limits, inactive pair, bad address...) for the other answers.

/** A vendor's reading of its error body; `message` (already redacted) replaces the default. */
export interface Classified {
  kind: ProviderErrorKind;
  details?: ProviderErrorDetails;
  message?: string;
}

export type Classifier = (
  status: number,
  body: unknown,
  redact: (text: string) => string,
) => Classified | undefined;

export interface ToProviderErrorOptions {
  provider: string;
  /** Vendor-specific reading of a non-2xx answer; undefined falls back to the generic rules. */
  classify?: Classifier | undefined;
  /** The client's redact(), so vendor text quoted in messages never carries the key. */
  redact: (text: string) => string;
}

const TRANSPORT: Partial<Record<HttpError['kind'], ProviderErrorKind>> = {
  timeout: 'timeout',
  // The caller gave up (overall deadline or visitor left): for the offers list that is a timeout.
  aborted: 'timeout',
  network: 'unavailable',
  host_not_allowed: 'unavailable',
  invalid_json: 'bad_response',
  invalid_shape: 'bad_response',
  too_large: 'bad_response',
};

/** A short, redacted description of a vendor's error body for messages and logs. */
function describeBody(body: unknown, redact: (text: string) => string): string {
  if (body === null || body === undefined) return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // Redacted before it is cut: a cut through a secret would leave a piece no redaction finds.
  return redact(text).slice(0, 300);
}

// What a status means when the vendor's body says nothing we recognise. The HTTP class decides:
// a 4xx is the vendor refusing this one request ('rejected', a client error that never trips the
// breaker: any visitor can provoke one), a 5xx is the vendor failing, and a redirect (never
// followed) is an answer we cannot read.
function statusKind(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  if (status >= 400) return 'rejected';
  return 'bad_response';
}

/** Any failure as a ProviderError: HTTP failures by kind and status, anything else 'unavailable'. */
export function toProviderError(error: unknown, options: ToProviderErrorOptions): ProviderError {
  const { provider, redact } = options;
  if (error instanceof ProviderError) return error;
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError(provider, 'unavailable', redact(message), {}, { cause: error });
  }
  const message = redact(error.message);
  const transport = TRANSPORT[error.kind];
  if (transport) {
    return new ProviderError(
      provider,
      transport,
      message,
      { status: error.status },
      { cause: error },
    );
  }
  const status = error.status ?? 0;
  // Auth, throttling and server faults mean the same thing whatever the body says.
  const fixed = status === 401 || status === 403 || status === 429 || status >= 500;
  const classified = fixed ? undefined : options.classify?.(status, error.body, redact);
  const kind = classified?.kind ?? statusKind(status);
  const details: ProviderErrorDetails = { status, ...classified?.details };
  if (kind === 'rate_limited') details.retryAfter = error.retryAfter;
  const body = describeBody(error.body, redact);
  const text = classified?.message ?? (body ? `${message}: ${body}` : message);
  return new ProviderError(provider, kind, text, details, { cause: error });
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

/** Every text in a nested error body ({ errors: { field: ["..."] } }), joined by spaces. */
export function flattenText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flattenText).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(flattenText).join(' ');
  return '';
}

/**
 * The limit a vendor's message names after a word like "min"/"max" ("minimal amount is 0.0012"),
 * within `gap` of it; SimpleSwap names both limits in one message, so it passes a tighter gap.
 */
export function limitIn(message: string, word: string, gap = '[^\\d]{0,20}'): string | undefined {
  const match = new RegExp(`${word}${gap}(\\d+(?:\\.\\d+)?(?:e-?\\d+)?)`, 'i').exec(message);
  return match?.[1] ? (toDecimal(match[1]) ?? undefined) : undefined;
}

/** The first decimal number in a vendor message ("less than minimal 0.0012" → "0.0012"). */
export function numberIn(text: string): string | undefined {
  const match = /\d+(?:\.\d+)?/.exec(text)?.[0];
  // Bounded like every vendor decimal: a 100k-digit "limit" is not shown to anyone.
  return match === undefined ? undefined : (toDecimal(match) ?? undefined);
}
