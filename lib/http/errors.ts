// Typed failures of lib/http/base-client.ts. Adapters map them to their domain errors (for
// every provider kind: lib/providers/kit/client.ts); nothing else catches raw fetch errors.

export type HttpErrorKind =
  /** The request took longer than its timeout. */
  | 'timeout'
  /** Aborted by the caller's signal (the visitor left, an overall deadline passed). */
  | 'aborted'
  /** DNS, connection refused, reset. */
  | 'network'
  /** The answer's status was not 2xx (redirects included: they are never followed). */
  | 'status'
  /** The body was not JSON. */
  | 'invalid_json'
  /** The JSON did not match the expected schema. */
  | 'invalid_shape'
  /** The answer was (or said it would be) larger than the client reads (MAX_RESPONSE_BYTES). */
  | 'too_large'
  /** The URL's host is not on the client's allowlist: a bug or a tampered base URL. */
  | 'host_not_allowed';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  /** The parsed JSON (or text) of an error answer, so adapters can read the vendor's code. */
  readonly body: unknown;
  readonly headers: Headers | undefined;

  constructor(
    kind: HttpErrorKind,
    message: string,
    details: { status?: number; body?: unknown; headers?: Headers; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.status = details.status;
    this.body = details.body;
    this.headers = details.headers;
  }

  /** Seconds from a Retry-After header, when the answer carried one. */
  get retryAfter(): number | undefined {
    const value = this.headers?.get('retry-after');
    if (!value) return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, seconds);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
}
