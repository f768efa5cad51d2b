import type { ApiErrorAnswer } from './contract';

/**
 * api: the API answered its error shape (code, translated message, fields); network: no answer
 * (offline, connection lost); timeout: no answer within API_TIMEOUT_MS; bad_response: an answer
 * that is not what the contract says (an HTML error page, a body of another shape).
 */
export type ApiClientErrorKind = 'api' | 'network' | 'timeout' | 'bad_response';

/** Every failure of lib/api/client.ts but the caller's own abort. */
export class ApiClientError extends Error {
  readonly kind: ApiClientErrorKind;
  /** The API's error code for kind 'api'; the kind itself otherwise. */
  readonly code: string;
  /** The HTTP status, null when no answer arrived. */
  readonly status: number | null;
  /** Per-field codes of a validation failure, e.g. { payoutAddress: 'invalid_address' }. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    kind: ApiClientErrorKind,
    status: number | null,
    answer?: ApiErrorAnswer,
    options?: { cause?: unknown },
  ) {
    // The API's message is already in the visitor's language; other kinds have none to show.
    super(answer?.message ?? '', options);
    this.name = 'ApiClientError';
    this.kind = kind;
    this.code = answer?.code ?? kind;
    this.status = status;
    this.fields = answer?.fields ?? {};
  }
}
