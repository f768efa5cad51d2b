import 'server-only';
import { DatabaseBusyError } from '../db/gate';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Locale } from '../i18n/locales';
import { log, requestLogger } from '../log';
import { ApiError, type ApiErrorBody } from './errors';
import { apiTranslator, localeHeaders, requestLocale } from './i18n';

/** A JSON answer with our defaults; pass headers such as Cache-Control through `init`. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

function asApiError(error: unknown, request: Request | undefined): ApiError {
  if (error instanceof ApiError) return error;
  // The database's read queue is full: back-pressure, not an outage; the gate logs it (once a
  // minute), not every refused request.
  if (error instanceof DatabaseBusyError) {
    return new ApiError('service_unavailable', { retryAfter: error.retryAfterSeconds });
  }
  const logger = request ? requestLogger(request.headers) : log;
  // A database outage is no bug of the request: 503, so clients retry (docs/operations.md).
  if (isDatabaseUnavailable(error)) {
    logger.warn('api: database unavailable', { error });
    return new ApiError('service_unavailable', { retryAfter: 5 });
  }
  logger.error('api: unhandled error', {
    method: request?.method,
    path: request ? new URL(request.url).pathname : undefined,
    error,
  });
  return new ApiError('internal_error');
}

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

/**
 * Anything thrown, as the status, body and headers of `{ error: { code, message, fields? } }`
 * with the message in `locale`. `request` only adds its id, method and path to the log of an
 * unexpected error. Never throws.
 */
export async function errorBody(
  error: unknown,
  locale: Locale,
  request?: Request,
): Promise<ErrorAnswer> {
  const apiError = asApiError(error, request);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (apiError.retryAfter !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(apiError.retryAfter)));
  }
  let message: string = apiError.code;
  try {
    const t = await apiTranslator(locale);
    message = t.error(apiError.code, { seconds: headers['Retry-After'] ?? '' });
    Object.assign(headers, localeHeaders(t.locale));
  } catch (translationError) {
    (request ? requestLogger(request.headers) : log).error('api: error message unavailable', {
      translationError,
    });
  }
  const body: ApiErrorBody = { error: { code: apiError.code, message } };
  if (apiError.fields || apiError.details) {
    body.error.fields = { ...apiError.fields, ...apiError.details };
  }
  return { status: apiError.status, body, headers };
}

/** Anything thrown by a handler as the one error shape, worded for the request's language. */
export async function errorResponse(error: unknown, request: Request): Promise<Response> {
  const { status, body, headers } = await errorBody(error, requestLocale(request), request);
  return jsonResponse(body, { status, headers });
}

/** The words of a plain-text refusal, by status; others say "Error". */
const TEXT_ERRORS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests',
  503: 'Service unavailable',
};

/**
 * Anything thrown, as a plain-text answer for the file routes (sitemaps, social images): a
 * crawler or a chat app gets a status line, never the API's JSON, and nothing cached anywhere
 * (an error kept by a CDN would outlive its cause).
 */
export function textErrorResponse(error: unknown, request: Request): Response {
  const apiError = asApiError(error, request);
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
  };
  if (apiError.retryAfter !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(apiError.retryAfter)));
  }
  return new Response(TEXT_ERRORS[apiError.status] ?? 'Error', {
    status: apiError.status,
    headers,
  });
}
