import 'server-only';
import type { z } from 'zod';
import {
  declaredStrategies,
  identifyCaller,
  isAuthDeclaration,
  AUTH_STRATEGIES,
  type Caller,
} from './auth';
import { requireBotCheck, type BotCheckedBody, type BotCheckRule } from './auth/bot-check';
import { readJsonBody } from './body';
import { clientIp } from './client-ip';
import { ApiError, type ApiErrorCode } from './errors';
import { requestLocale } from './i18n';
import { randomUUID } from 'node:crypto';
import {
  hashRequest,
  idempotencyKeyOf,
  optionalIdempotencyKeyOf,
  type IdempotentRunner,
} from './idempotency';
import { corsHeaders, varyOn } from './cors';
import { assertAllowedOrigin } from './origin';
import {
  countCall,
  countKeyCall,
  rateLimited,
  rateLimitHeaders,
  type LimitState,
} from './rate-limit';
import { errorBody, errorResponse, jsonResponse, textErrorResponse } from './response';
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

// The declarative route kit. A handler states who may call it, its rate limit, origin rule,
// body, query and params contracts, body size, bot check and idempotency; the kit applies them
// in one order (auth, rate limit counted per caller, origin for browser callers, idempotency
// key, params, body, the bot check whose token is in the body, query) and turns anything thrown
// into the one error shape. A counted answer, refusals included, carries the RateLimit and
// RateLimit-Policy headers; on a route that takes publishable keys, every answer varies on
// Origin and a publishable key caller's carries CORS for its origin. The handler only does its
// own work.

type Schema = z.ZodType;
/** Inside the kit a bot check is its rule; the options' type ties it to the body for routes. */
type Write = Omit<WriteOptions<Schema, unknown, unknown>, 'botCheck'> & { botCheck?: BotCheckRule };
type Options = ReadOptions<unknown, unknown> | Write;
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
  const cors = declaredStrategies(options.auth).includes('publishableKey');
  const run = async (request: Request, context: unknown): Promise<Response> => {
    const counted: Counted = {};
    let response: Response;
    try {
      response = await serve(options, handler, request, context, counted);
    } catch (error) {
      response =
        options.errors === 'text'
          ? textErrorResponse(error, request)
          : await errorResponse(error, request);
      // RFC 9110: a 401 names the scheme that would be accepted.
      if (response.status === 401) response.headers.set('WWW-Authenticate', 'Bearer');
    }
    const headers = {
      ...(counted.state ? rateLimitHeaders(counted.state) : {}),
      ...(counted.caller?.corsOrigin ? corsHeaders(counted.caller.corsOrigin) : {}),
    };
    if (cors) headers.Vary = varyOn(response.headers.get('vary'), 'Origin');
    return Object.keys(headers).length > 0 ? withHeaders(response, headers) : response;
  };
  return Object.assign(run, { method: options.method, auth: options.auth, scope: options.scope });
}

/** What the rate limit said of this request, and who called, for its answer's headers. */
interface Counted {
  state?: LimitState;
  caller?: Caller;
}

/** `response` with `headers` added; a copy when its headers are immutable (a fetched answer). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/** Refuses at module load what the types refuse, for callers that got past them. */
function assertDeclared(options: Options): void {
  const where = `route(${String(options.method)})`;
  if (!isAuthDeclaration(options.auth)) {
    throw new Error(
      `${where}: auth must be one of ${AUTH_STRATEGIES.join(', ')}, or a list of distinct ones`,
    );
  }
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
  const write = options as Write;
  if (write.origin !== 'same-site' && write.origin !== 'any') {
    throw new Error(`${where}: origin must be 'same-site' or 'any'`);
  }
  if (!Number.isSafeInteger(write.maxBytes) || write.maxBytes <= 0) {
    throw new Error(`${where}: maxBytes must be a positive number of bytes`);
  }
  if (write.body === undefined) throw new Error(`${where}: body contract is required`);
  if (write.botCheck !== undefined && !write.botCheck.action) {
    throw new Error(`${where}: a bot check names its form's action`);
  }
}

const isWrite = (options: Options): options is Write =>
  (WRITE_METHODS as readonly string[]).includes(options.method);

async function serve(
  options: Options,
  handler: Work,
  request: Request,
  context: unknown,
  counted: Counted,
) {
  // Before anything is counted: a caller refused here uses up no one's limit (M4, L8b).
  const caller = await identifyCaller(options.auth, request);
  // Known from here: a refusal from now on is read by the caller's page too (CORS).
  counted.caller = caller;
  if (options.scope && caller.scopes && !caller.scopes.includes(options.scope)) {
    throw new ApiError('insufficient_scope');
  }
  if (options.rateLimit !== 'none') {
    const { allowed, state } =
      caller.rateLimitPerMinute === undefined
        ? await countCall(caller.buckets, options.rateLimit)
        : await countKeyCall(caller.buckets, caller.rateLimitPerMinute, options.rateLimit);
    counted.state = state;
    if (!allowed) throw rateLimited(state);
  }
  const write = isWrite(options) ? options : null;
  if (write?.origin === 'same-site' && caller.browser) assertAllowedOrigin(request);
  const keyOf = write?.idempotencyKey === 'optional' ? optionalIdempotencyKeyOf : idempotencyKeyOf;
  const sent = write?.idempotent ? keyOf(request) : undefined;
  // A key caller's Idempotency-Keys are its own (L8f); public ones share one namespace (ADR 0016).
  const key = sent !== undefined && caller.scope ? `${caller.scope}:${sent}` : sent;
  const params = options.params ? await readParams(options, context) : undefined;
  const body = write
    ? parseInput(
        write.body,
        await readJsonBody(request, write.maxBytes, write.mediaTypes),
        options.fieldCodes,
      )
    : undefined;
  const ip = clientIp(request);
  if (write?.botCheck) await requireBotCheck(write.botCheck, body as BotCheckedBody, ip);
  const searchParams = Object.fromEntries(new URL(request.url).searchParams);
  const query = options.query
    ? parseInput(options.query as Schema, searchParams, options.fieldCodes)
    : undefined;
  const locale = requestLocale(request);
  const input: AnyInput = { body, query, params, locale, ip, caller, request };
  if (!write?.idempotent) return (await handler(input)) as Response;
  if (key === undefined) {
    // An optional key not sent: this request alone, answered as it comes.
    const answer = (await handler({ ...input, idempotencyId: randomUUID() })) as JsonAnswer;
    return jsonResponse(answer.body, {
      status: answer.status,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
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
