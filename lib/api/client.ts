import type { z } from 'zod';
import { ApiClientError } from './client-error';
import { apiErrorBodySchema, type Operation } from './contract';
import { readNdjson } from './ndjson';

// The one way the browser calls our API (spec section 7): every call says the visitor's language
// (Accept-Language), gives up after 15 s, is never retried, turns any failure into one
// ApiClientError and answers only what the operation's contract allows.

export { ApiClientError } from './client-error';

export const API_TIMEOUT_MS = 15_000;

type InputOf<Op, Key extends 'body' | 'query'> = Op extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

interface ApiRequest<Body = never, Query = Record<string, string>> {
  /** The page's locale, sent as Accept-Language so messages come back in it. */
  locale: string;
  body?: Body;
  query?: Query;
  /** Values of the path's `{name}` segments. */
  params?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal | undefined;
  cache?: RequestCache;
}

type OperationRequest<Op extends Operation> = ApiRequest<InputOf<Op, 'body'>, InputOf<Op, 'query'>>;

type Target = Operation | string;

function url(target: Target, request: ApiRequest<unknown, unknown>): string {
  const template = typeof target === 'string' ? target : target.path;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const entries = Object.entries(request.query ?? {}).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return entries.length ? `${path}?${query}` : path;
}

/**
 * A signal that aborts with whichever of the two aborts first. AbortSignal.any where the browser
 * has it; Next's default targets (Safari 16.4, Chrome 111) predate it.
 */
function either(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

async function answer(
  target: Target,
  request: ApiRequest<unknown, unknown>,
  accept: string,
  timeout: AbortSignal,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('Accept', accept);
  headers.set('Accept-Language', request.locale);
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const method =
    typeof target === 'string' ? (request.body === undefined ? 'GET' : 'POST') : target.method;
  const response = await fetch(url(target, request), {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal ? either(request.signal, timeout) : timeout,
    ...(request.cache ? { cache: request.cache } : {}),
  });
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorBodySchema.safeParse(body);
  throw parsed.success
    ? new ApiClientError('api', response.status, parsed.data.error)
    : new ApiClientError('bad_response', response.status);
}

/** What a failure means to the caller: its own abort passes through untouched. */
function failure(error: unknown, timeout: AbortSignal, caller?: AbortSignal): unknown {
  if (error instanceof ApiClientError) return error;
  if (caller?.aborted) return caller.reason ?? error;
  if (timeout.aborted) return new ApiClientError('timeout', null, undefined, { cause: error });
  if (error instanceof SyntaxError)
    return new ApiClientError('bad_response', null, undefined, { cause: error });
  return new ApiClientError('network', null, undefined, { cause: error });
}

function checked<Schema extends z.ZodType>(schema: Schema, value: unknown, status: number) {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ApiClientError('bad_response', status, undefined, { cause: parsed.error });
  return parsed.data as z.output<Schema>;
}

/** Calls an operation and answers its response, checked against the operation's contract. */
export async function apiFetch<Op extends Operation>(
  operation: Op,
  request: OperationRequest<Op>,
): Promise<z.output<Op['response']>>;
/** Calls a path outside the contracts; its answer is checked with `response` when given. */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  request: ApiRequest<unknown> & { response: Schema },
): Promise<z.output<Schema>>;
export async function apiFetch(
  target: Target,
  request: ApiRequest<unknown, unknown> & { response?: z.ZodType },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  try {
    const response = await answer(target, request, 'application/json', timeout);
    const schema = typeof target === 'string' ? request.response : target.response;
    const body: unknown = await response.json();
    return schema ? checked(schema, body, response.status) : body;
  } catch (error) {
    throw failure(error, timeout, request.signal);
  }
}

type StreamingOperation = Operation & { event: z.ZodType };
type EventOf<Op extends StreamingOperation> = z.output<Op['event']>;

/**
 * Calls an operation that streams NDJSON and hands over each event, checked against its
 * contract, as it arrives. Resolves when the answer ends; the 15 s cover the whole stream.
 */
export async function apiStream<Op extends StreamingOperation>(
  operation: Op,
  request: OperationRequest<Op>,
  onEvent: (event: EventOf<Op>) => void,
): Promise<void> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  try {
    const response = await answer(operation, request, 'application/x-ndjson', timeout);
    if (!response.body) throw new ApiClientError('bad_response', response.status);
    await readNdjson(response.body, (line) =>
      onEvent(checked<Op['event']>(operation.event, line, response.status)),
    );
  } catch (error) {
    throw failure(error, timeout, request.signal);
  }
}
