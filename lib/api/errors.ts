import type { Messages } from '../i18n/messages';

/** Every error code the API answers with; each has a message in messages/<locale>.json. */
export type ApiErrorCode = keyof Messages['Api']['errors'];

/**
 * The HTTP status of every error code: the one place a status is chosen, so one code never
 * answers two statuses. docs/api.md lists the same table.
 */
export const API_ERRORS = {
  invalid_json: 400,
  validation_failed: 400,
  invalid_email: 400,
  captcha_required: 400,
  unknown_currency: 400,
  same_currency: 400,
  invalid_address: 400,
  invalid_refund_address: 400,
  memo_required: 400,
  invalid_memo: 400,
  refund_address_required: 400,
  terms_required: 400,
  idempotency_key_required: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  captcha_failed: 403,
  admin_forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  unknown_locale: 404,
  unknown_provider: 404,
  swap_not_found: 404,
  review_not_found: 404,
  quote_expired: 409,
  idempotency_in_progress: 409,
  simulation_not_allowed: 409,
  webhook_not_configured: 409,
  payout_state_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  pair_unavailable: 422,
  amount_too_low: 422,
  amount_too_high: 422,
  idempotency_conflict: 422,
  payout_below_minimum: 422,
  rate_limited: 429,
  internal_error: 500,
  provider_rejected: 502,
  captcha_unavailable: 503,
  maintenance: 503,
  service_unavailable: 503,
  provider_unavailable: 503,
} as const satisfies Record<ApiErrorCode, number>;

/** The codes answered with one status, e.g. `ApiErrorCodeOf<404>` for a route's not-found code. */
export type ApiErrorCodeOf<Status extends number> = {
  [Code in ApiErrorCode]: (typeof API_ERRORS)[Code] extends Status ? Code : never;
}[ApiErrorCode];

/** What `fields` says about one field: its own code, or 'invalid' when it has none. */
export type FieldCode = ApiErrorCode | 'invalid';

/** The provider's accepted range, sent with amount_too_low and amount_too_high. */
export interface ApiErrorDetails {
  min?: string;
  max?: string;
}

export interface ApiErrorOptions {
  /** Seconds, sent as Retry-After (429, 503). */
  retryAfter?: number;
  /** Per-field codes for validation failures, e.g. { email: 'invalid_email' }. */
  fields?: Record<string, FieldCode>;
  details?: ApiErrorDetails;
  /** What went wrong underneath, for the log only. */
  cause?: unknown;
}

/** An expected failure with the code the client gets; its status comes from API_ERRORS. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly retryAfter: number | undefined;
  readonly fields: Record<string, FieldCode> | undefined;
  readonly details: ApiErrorDetails | undefined;

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'ApiError';
    this.status = API_ERRORS[code];
    this.code = code;
    this.retryAfter = options.retryAfter;
    this.fields = options.fields;
    this.details = options.details;
  }
}

/**
 * The one JSON shape of every API error. `fields` maps a field to its code; for amount_too_low
 * and amount_too_high it also carries the limits as `min` / `max` (the wire shape clients have
 * read since the first release, so `details` is merged into it rather than sent apart).
 */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}
