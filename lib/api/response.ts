import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLogger } from '../log';
import { ApiError, type ApiErrorBody } from './errors';
import { apiTranslator, localeHeaders, requestLocale } from './i18n';

/** A JSON answer with our defaults; pass headers such as Cache-Control through `init`. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

function asApiError(error: unknown, request: Request): ApiError {
  if (error instanceof ApiError) return error;
  // A database outage is no bug of the request: 503, so clients retry (docs/operations.md).
  if (isDatabaseUnavailable(error)) {
    requestLogger(request.headers).warn('api: database unavailable', { error });
    return new ApiError(503, 'service_unavailable', { retryAfter: 5 });
  }
  requestLogger(request.headers).error('api: unhandled error', {
    method: request.method,
    path: new URL(request.url).pathname,
    error,
  });
  return new ApiError(500, 'internal_error');
}

/**
 * Turns anything thrown by a handler into `{ error: { code, message, fields? } }`, with the
 * message in the request's language. Never throws.
 */
export async function errorResponse(error: unknown, request: Request): Promise<Response> {
  const apiError = asApiError(error, request);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (apiError.retryAfter !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(apiError.retryAfter)));
  }
  let message: string = apiError.code;
  try {
    const t = await apiTranslator(requestLocale(request));
    message = t.error(apiError.code, { seconds: headers['Retry-After'] ?? '' });
    Object.assign(headers, localeHeaders(t.locale));
  } catch (translationError) {
    requestLogger(request.headers).error('api: error message unavailable', { translationError });
  }
  const body: ApiErrorBody = { error: { code: apiError.code, message } };
  if (apiError.fields) body.error.fields = apiError.fields;
  return jsonResponse(body, { status: apiError.status, headers });
}
