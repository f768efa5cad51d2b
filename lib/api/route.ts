import 'server-only';
import type { z } from 'zod';
import { readJsonBody } from './body';
import { clientIp } from './client-ip';
import { ApiError, type ApiErrorCode } from './errors';
import { requestLocale } from './i18n';
import { hashRequest, idempotencyKeyOf, type IdempotentRunner } from './idempotency';
import { assertAllowedOrigin } from './origin';
import { enforceRateLimit } from './rate-limit';
import { errorBody, errorResponse, jsonResponse } from './response';
import {
  READ_METHODS,
  WRITE_METHODS,
  type IdempotentInput,
  type JsonAnswer,
  type ReadOptions,
  type RouteHandler,
  type RouteInput,
  type WriteOptions,
} from './route-options';
import { parseInput } from './validate';

export type * from './route-options';

// The declarative route kit. A handler states its rate limit, origin rule, body, query and
// params contracts, body size and idempotency; the kit applies them in one order (rate limit,
// origin, idempotency key, params, body, query) and turns anything thrown into the one error
// shape. The handler only does its own work.

type Schema = z.ZodType;
type Options = ReadOptions<unknown, unknown> | WriteOptions<unknown, unknown, unknown>;
type AnyInput = Omit<RouteInput<unknown, unknown, unknown>, 'body' | 'query' | 'params'> & {
  body: unknown;
  query: unknown;
  params: unknown;
  idempotencyId?: string;
};
type Work = (input: AnyInput) => Promise<Response | JsonAnswer>;

type Maybe = Schema | undefined;

export function route<Query extends Maybe = undefined, Params extends Maybe = undefined>(
  options: ReadOptions<Query, Params>,
  handler: (input: RouteInput<undefined, Query, Params>) => Promise<Response>,
): RouteHandler<Params>;
/** An idempotent route answers JSON (stored and replayed), not a Response. */
export function route<
  Body extends Schema,
  Query extends Maybe = undefined,
  Params extends Maybe = undefined,
>(
  options: WriteOptions<Body, Query, Params> & { idempotent: IdempotentRunner },
  handler: (input: IdempotentInput<Body, Query, Params>) => Promise<JsonAnswer>,
): RouteHandler<Params>;
export function route<
  Body extends Schema,
  Query extends Maybe = undefined,
  Params extends Maybe = undefined,
>(
  options: WriteOptions<Body, Query, Params> & { idempotent?: undefined },
  handler: (input: RouteInput<Body, Query, Params>) => Promise<Response>,
): RouteHandler<Params>;
export function route(
  options: Options,
  typedHandler: (input: never) => Promise<Response | JsonAnswer>,
): RouteHandler<unknown> {
  assertDeclared(options);
  // The overloads tie each handler's input to its options; inside, every input has one shape.
  const handler = typedHandler as Work;
  const run = async (request: Request, context: unknown): Promise<Response> => {
    try {
      return await serve(options, handler, request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
  return Object.assign(run, { method: options.method });
}

/** Refuses at module load what the types refuse, for callers that got past them. */
function assertDeclared(options: Options): void {
  const where = `route(${String(options.method)})`;
  if (options.rateLimit === undefined) throw new Error(`${where}: rateLimit is required`);
  if ((READ_METHODS as readonly string[]).includes(options.method)) {
    if ('body' in options || 'idempotent' in options) {
      throw new Error(`${where}: a ${options.method} route reads no body`);
    }
    return;
  }
  if (!(WRITE_METHODS as readonly string[]).includes(options.method)) {
    throw new Error(`${where}: unknown method`);
  }
  const write = options as WriteOptions<unknown, unknown, unknown>;
  if (write.origin !== 'same-site' && write.origin !== 'any') {
    throw new Error(`${where}: origin must be 'same-site' or 'any'`);
  }
  if (!Number.isSafeInteger(write.maxBytes) || write.maxBytes <= 0) {
    throw new Error(`${where}: maxBytes must be a positive number of bytes`);
  }
  if (write.body === undefined) throw new Error(`${where}: body contract is required`);
}

const isWrite = (options: Options): options is WriteOptions<Schema, unknown, unknown> =>
  (WRITE_METHODS as readonly string[]).includes(options.method);

async function serve(options: Options, handler: Work, request: Request, context: unknown) {
  if (options.rateLimit !== 'none') await enforceRateLimit(request, options.rateLimit);
  const write = isWrite(options) ? options : null;
  if (write?.origin === 'same-site') assertAllowedOrigin(request);
  const key = write?.idempotent ? idempotencyKeyOf(request) : undefined;
  const params = options.params ? await readParams(options, context) : undefined;
  const body = write
    ? parseInput(
        write.body,
        await readJsonBody(request, write.maxBytes, write.mediaTypes),
        options.fieldCodes,
      )
    : undefined;
  const searchParams = Object.fromEntries(new URL(request.url).searchParams);
  const query = options.query
    ? parseInput(options.query as Schema, searchParams, options.fieldCodes)
    : undefined;
  const locale = requestLocale(request);
  const input: AnyInput = { body, query, params, locale, ip: clientIp(request), request };
  if (!write?.idempotent || key === undefined) return (await handler(input)) as Response;
  return idempotentAnswer(write.idempotent, key, input, handler);
}

/**
 * Seconds a replayed refusal tells the client to wait, by its code: only the status and body of
 * an answer are stored, not its headers, so a replay cannot repeat the first one's value. Codes
 * not listed are not helped by waiting (a quote expired, a conflicting body).
 */
const REPLAY_RETRY_AFTER: Partial<Record<ApiErrorCode, number>> = {
  /** The first request is still at work: its answer is stored within seconds. */
  idempotency_in_progress: 2,
  /** A stored 503 is taken over by the next request with the key at once. */
  provider_unavailable: 1,
  service_unavailable: 1,
  rate_limited: 60,
};

function replayRetryAfter(body: unknown): number | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' && code in REPLAY_RETRY_AFTER
    ? REPLAY_RETRY_AFTER[code as ApiErrorCode]
    : undefined;
}

async function idempotentAnswer(
  runner: IdempotentRunner,
  key: string,
  input: AnyInput,
  handler: Work,
): Promise<Response> {
  // The headers of this request's own refusal (Retry-After, Content-Language), if it made one.
  let refusalHeaders: Record<string, string> | undefined;
  const answer = await runner(key, hashRequest(input.body), async (idempotencyId) => {
    try {
      return (await handler({ ...input, idempotencyId })) as JsonAnswer;
    } catch (error) {
      // A refusal is an answer too: a duplicate of this request gets the same one.
      const { status, body, headers } = await errorBody(error, input.locale, input.request);
      refusalHeaders = headers;
      return { status, body };
    }
  });
  // A replay may be another request's answer even though this one ran (it lost the key).
  const own = answer.replayed ? undefined : refusalHeaders;
  const headers: Record<string, string> = { ...own, 'Cache-Control': 'no-store' };
  if (answer.replayed) {
    headers['Idempotent-Replayed'] = 'true';
    const retryAfter = answer.status >= 400 ? replayRetryAfter(answer.body) : undefined;
    if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  }
  return jsonResponse(answer.body, { status: answer.status, headers });
}

async function readParams(options: Options, context: unknown): Promise<unknown> {
  const raw = await (context as { params?: Promise<unknown> } | undefined)?.params;
  const parsed = (options.params as Schema).safeParse(raw);
  if (!parsed.success) throw new ApiError(options.notFound ?? 'not_found');
  return parsed.data;
}
