import 'server-only';
import type { z } from 'zod';
import type { Locale } from '../i18n/locales';
import type { AuthDeclaration, Caller } from './auth';
import type { BotCheckedBody, BotCheckRule } from './auth/bot-check';
import type { ApiScope } from './auth/scopes';
import type { ApiErrorCodeOf } from './errors';
import type { IdempotentRunner, JsonAnswer } from './idempotency';
import type { RateLimitRule } from './rate-limit';
import type { FieldCodes } from './validate';

// What a route declares (see route.ts). The types make a state-changing route without an origin
// rule, a body contract and a body limit a compile error; route() also refuses it at load.

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];
export type ReadMethod = (typeof READ_METHODS)[number];

/**
 * 'same-site': a browser's Origin must be the site's (403 forbidden_origin otherwise).
 * 'any': no check, for what browsers send on their own from any page (CSP reports).
 * Applied to browser callers only (public, embed): a key or a token is no cookie a foreign page
 * could borrow.
 */
export type OriginRule = 'same-site' | 'any';

type Schema = z.ZodType;
/** The parsed value of an optional schema: undefined when the route declares none. */
export type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** A bot check for a body whose contract carries the token; `never` (no declaration) otherwise. */
export type BotCheckFor<Body> = 'googleReCaptchaToken' extends keyof Parsed<Body>
  ? Parsed<Body> extends BotCheckedBody
    ? BotCheckRule
    : never
  : never;

interface CommonOptions<Query, Params> {
  /**
   * Who may call (lib/api/auth): checked first, before anything is counted or read. Required,
   * so a route cannot forget it; 'public' says on purpose that anyone may. Several strategies,
   * e.g. ['public', 'partnerKey', 'publishableKey'], are chosen between by the credential the
   * request carries (lib/api/auth, chooseStrategy); a route that lists 'publishableKey' answers
   * CORS for the key's origin (and OPTIONS with corsPreflight, lib/api/cors.ts).
   */
  auth: AuthDeclaration;
  /**
   * What a key caller's key must allow (./auth/scopes.ts): 403 insufficient_scope otherwise,
   * checked with auth, before anything is counted. Callers without a key are not checked.
   */
  scope?: ApiScope;
  /**
   * Counted right after auth, per caller (an address's buckets for public, the key for a key).
   * A key with its own `rateLimitPerMinute` (every key of the key table) is counted against
   * that instead, all routes together, and in this rule's global ceiling if it has one.
   * 'none' only for answers that cost next to nothing.
   */
  rateLimit: RateLimitRule | 'none';
  /** The search parameters (one value per name). */
  query?: Query;
  /** The path segments; a value that does not parse answers 404 `notFound`. */
  params?: Params;
  /** Code of a params failure (default not_found). */
  notFound?: ApiErrorCodeOf<404>;
  /** Codes of failing fields of the body or query, e.g. { email: 'invalid_email' }. */
  fieldCodes?: FieldCodes;
  /**
   * How refusals are written: 'json' (default) the API's one error body; 'text' a plain-text
   * status line, never cached, for files a crawler or a chat app fetches (sitemaps, images).
   */
  errors?: 'json' | 'text';
}

export interface ReadOptions<Query, Params> extends CommonOptions<Query, Params> {
  method: ReadMethod;
  origin?: never;
  body?: never;
  maxBytes?: never;
  idempotent?: never;
}

export interface WriteOptions<Body, Query, Params> extends CommonOptions<Query, Params> {
  method: WriteMethod;
  origin: OriginRule;
  /** The JSON body's contract; 400 validation_failed (or a field's code) when it fails. */
  body: Body;
  /** Larger bodies answer 413 before they are read to the end. */
  maxBytes: number;
  /**
   * The reCAPTCHA check for a form's action (./auth/bot-check.ts), run right after the body is
   * parsed because its token travels in the body: a body contract without `googleReCaptchaToken`
   * cannot declare it.
   */
  botCheck?: BotCheckFor<Body>;
  /** Accepted Content-Types (default application/json); others answer 415. */
  mediaTypes?: readonly string[];
  /**
   * Requires an Idempotency-Key and runs the handler once per key and body through this store;
   * duplicates are answered the first answer, refusals included.
   */
  idempotent?: IdempotentRunner;
  /**
   * 'optional': a request without an Idempotency-Key runs the handler as usual (each one anew);
   * one with a key is idempotent. Default 'required'.
   */
  idempotencyKey?: 'required' | 'optional';
}

export interface RouteInput<Body, Query, Params> {
  body: Parsed<Body>;
  query: Parsed<Query>;
  params: Parsed<Params>;
  /** The best locale of Accept-Language. */
  locale: Locale;
  /** The client's address ('unknown' when the server did not say). */
  ip: string;
  /** Who is calling, as the route's auth strategy found. */
  caller: Caller;
  request: Request;
}

export interface IdempotentInput<Body, Query, Params> extends RouteInput<Body, Query, Params> {
  /** Reserved for this Idempotency-Key: the same on every retry of the request. */
  idempotencyId: string;
}

/** Next passes `{ params }` to routes with dynamic segments; others ignore the context. */
export type RouteContextOf<Params> = Params extends Schema
  ? { params: Promise<z.input<Params>> }
  : unknown;

export type RouteHandler<Params> = ((
  request: Request,
  context: RouteContextOf<Params>,
) => Promise<Response>) & {
  readonly method: ReadMethod | WriteMethod;
  readonly auth: AuthDeclaration;
  readonly scope: ApiScope | undefined;
};

/**
 * The params a route's folder gives, for checking a params schema against the path:
 * `z.object({ id: z.string() }) satisfies ParamsSchema<RouteContext<'/api/v1/swaps/[id]'>>`.
 */
export type ParamsSchema<Context extends { params: Promise<unknown> }> = z.ZodType<
  unknown,
  Awaited<Context['params']>
>;

export type { JsonAnswer };
