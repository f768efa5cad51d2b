import 'server-only';
import { getRedis } from '../../cache/redis';
import { processSingleton } from '../../process-singleton.mjs';
import { clientBuckets } from '../client-ip';
import { ApiError } from '../errors';
import { MemoryRateLimiter } from './memory';
import { RedisRateLimiter } from './redis';
import type { LimitBucket, LimitState, RateLimiter } from './types';

export type { LimitBucket, LimitState, RateLimiter } from './types';
export { MemoryRateLimiter } from './memory';
export { RedisRateLimiter } from './redis';
export { rateLimitHeaders } from './headers';

/** One limiter per process: Redis when REDIS_URL is set (shared by instances), else memory. */
export const getRateLimiter = processSingleton('rate-limiter', (): RateLimiter => {
  const redis = getRedis();
  return redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
});

export interface RateLimitRule {
  /** Names the counter, e.g. 'newsletter'. */
  name: string;
  /** Requests per window from one caller: an IPv4 address, an IPv6 /64, or one key. */
  limit: number;
  /**
   * Requests per window from everyone together, only where a call costs upstream money (offers,
   * creations, e-mails): a few dozen addresses can fill it and so refuse every visitor, which
   * is worth it only to cap what a flood would cost (security review 2026-12, M4).
   */
  globalLimit?: number;
  /** Whole seconds (the Redis store counts in seconds). */
  windowMs: number;
}

export interface CountedCall {
  allowed: boolean;
  state: LimitState;
}

/**
 * Counts one call of `rule` in each of the caller's buckets, widest last, and in the global
 * ceiling if the rule has one; stops at the first bucket that is over its limit (the wider ones
 * are not counted, so a refused flood does not eat the wider buckets' share).
 */
export async function countCall(
  buckets: readonly LimitBucket[],
  rule: RateLimitRule,
): Promise<CountedCall> {
  const limiter = getRateLimiter();
  const windowSeconds = Math.round(rule.windowMs / 1000);
  const tiers = [
    ...buckets.map((bucket) => ({ key: bucket.key, quota: rule.limit * bucket.scale })),
  ];
  if (rule.globalLimit !== undefined) tiers.push({ key: '*', quota: rule.globalLimit });
  let nearest: LimitState | undefined;
  for (const tier of tiers) {
    const hit = await limiter.hit(`${rule.name}:${tier.key}`, tier.quota, rule.windowMs);
    const state: LimitState = {
      name: rule.name,
      quota: tier.quota,
      remaining: Math.max(0, tier.quota - hit.count),
      resetSeconds: hit.retryAfterSeconds,
      windowSeconds,
    };
    if (!hit.allowed) return { allowed: false, state };
    if (nearest === undefined || state.remaining < nearest.remaining) nearest = state;
  }
  return {
    allowed: true,
    state: nearest ?? {
      name: rule.name,
      quota: rule.limit,
      remaining: rule.limit,
      resetSeconds: windowSeconds,
      windowSeconds,
    },
  };
}

/** The counter every key's calls share, all routes together (a key's `rateLimitPerMinute`). */
export const KEY_RATE_LIMIT_NAME = 'api-key';

/**
 * Counts one call of a key caller: against its key's own per-minute limit (one counter per key
 * for every route, instead of the route's rule for visitors), then, where the route has one, in
 * the route's global ceiling, which caps what calls cost upstream whoever makes them. The state
 * is the key's own unless the ceiling refused.
 */
export async function countKeyCall(
  buckets: readonly LimitBucket[],
  perMinute: number,
  rule: RateLimitRule,
): Promise<CountedCall> {
  const own = await countCall(buckets, {
    name: KEY_RATE_LIMIT_NAME,
    limit: perMinute,
    windowMs: 60_000,
  });
  if (!own.allowed || rule.globalLimit === undefined) return own;
  const ceiling = await countCall([], rule);
  return ceiling.allowed ? own : ceiling;
}

/** The 429 for a refused call: Retry-After is the refusing bucket's window end. */
export function rateLimited(state: LimitState): ApiError {
  return new ApiError('rate_limited', { retryAfter: state.resetSeconds });
}

/**
 * Counts this request as a public caller (its address's buckets) against `rule`; over any
 * throws 429 with Retry-After. For what is not a route handler (the blog search page); routes
 * count through their caller (lib/api/auth).
 */
export async function enforceRateLimit(request: Request, rule: RateLimitRule): Promise<void> {
  const counted = await countCall(clientBuckets(request), rule);
  if (!counted.allowed) throw rateLimited(counted.state);
}
