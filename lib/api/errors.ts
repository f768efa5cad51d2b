import type { Messages } from '../i18n/messages';

/** Every error code the API answers with; each has a message in messages/<locale>.json. */
export type ApiErrorCode = keyof Messages['Api']['errors'];

export interface ApiErrorOptions {
  /** Seconds, sent as Retry-After (429, 503). */
  retryAfter?: number;
  /** Per-field codes for validation failures, e.g. { email: 'invalid_email' }. */
  fields?: Record<string, string>;
  /** What went wrong underneath, for the log only. */
  cause?: unknown;
}

/** An expected failure with the status and code the client gets. Anything else is a 500. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly retryAfter: number | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, options: ApiErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = options.retryAfter;
    this.fields = options.fields;
  }
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}
