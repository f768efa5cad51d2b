import 'server-only';
import type { z } from 'zod';
import { readJsonBody } from './body';
import { clientIp } from './client-ip';
import { ApiError } from './errors';
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

async function idempotentAnswer(
  runner: IdempotentRunner,
  key: string,
  input: AnyInput,
  handler: Work,
): Promise<Response> {
  const answer = await runner(key, hashRequest(input.body), async (idempotencyId) => {
    try {
      return (await handler({ ...input, idempotencyId })) as JsonAnswer;
    } catch (error) {
      // A refusal is an answer too: a duplicate of this request gets the same one.
      const { status, body } = await errorBody(error, input.locale, input.request);
      return { status, body };
    }
  });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.replayed) headers['Idempotent-Replayed'] = 'true';
  return jsonResponse(answer.body, { status: answer.status, headers });
}

async function readParams(options: Options, context: unknown): Promise<unknown> {
  const raw = await (context as { params?: Promise<unknown> } | undefined)?.params;
  const parsed = (options.params as Schema).safeParse(raw);
  if (!parsed.success) throw new ApiError(options.notFound ?? 'not_found');
  return parsed.data;
}
