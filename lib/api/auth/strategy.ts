import 'server-only';
import type { LimitBucket } from '../rate-limit/types';
import type { AuthStrategyName } from './names';
import type { ApiScope } from './scopes';

/** Who is calling, as the route kit found out before it counted or read anything. */
export interface Caller {
  strategy: AuthStrategyName;
  /** Where the rate limit counts this caller: its address's buckets, or its key. */
  buckets: readonly LimitBucket[];
  /**
   * A browser on someone's page sends it with the visitor's cookies, so the route's origin
   * rule applies. Callers with a credential a page cannot hold (a token, a secret key) skip it.
   */
  browser: boolean;
  /**
   * Keeps a key caller's Idempotency-Keys apart from everyone else's (security review 2026-12,
   * L8f); undefined for public callers, who share one namespace (ADR 0016).
   */
  scope?: string;
  /** The key that identified a key caller. */
  keyId?: string;
  partnerId?: string;
  /** What a key caller's key may do; undefined for callers without a key (no scope check). */
  scopes?: readonly ApiScope[];
  /**
   * A key caller's own limit: counted against it (one counter per key, every route together)
   * instead of the route's rule for visitors. Undefined: the route's rule, per caller.
   */
  rateLimitPerMinute?: number;
  /**
   * A publishable key caller's Origin, one its key lists: the route answers CORS for it alone.
   */
  corsOrigin?: string;
}

/** The OpenAPI 3.1 security scheme a strategy is documented as. */
export interface SecurityScheme {
  id: string;
  scheme: Record<string, unknown>;
}

export interface AuthStrategy {
  name: AuthStrategyName;
  /** The caller, or throws the refusal (401 unauthorized, 403 admin_forbidden). */
  identify(request: Request): Promise<Caller> | Caller;
  /** Undefined for no credential (public) or one outside the public API (admin). */
  securityScheme?: SecurityScheme;
}

/** `Authorization: Bearer <token>`, printable ASCII only; null without one. */
export function bearerToken(request: Request): string | null {
  return (
    /^Bearer ([\x21-\x7e]{1,200})$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null
  );
}
