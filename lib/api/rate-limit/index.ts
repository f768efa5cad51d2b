import { getRedis } from '../../cache/redis';
import { clientBucket } from '../client-ip';
import { ApiError } from '../errors';
import { MemoryRateLimiter } from './memory';
import { RedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult } from './types';
export { MemoryRateLimiter } from './memory';
export { RedisRateLimiter } from './redis';

const globalState = globalThis as typeof globalThis & { __swaplensRateLimiter?: RateLimiter };

/** One limiter per process: Redis when REDIS_URL is set (shared by instances), else memory. */
export function getRateLimiter(): RateLimiter {
  if (!globalState.__swaplensRateLimiter) {
    const redis = getRedis();
    globalState.__swaplensRateLimiter = redis
      ? new RedisRateLimiter(redis)
      : new MemoryRateLimiter();
  }
  return globalState.__swaplensRateLimiter;
}

/** Replaces the process limiter (tests); undefined goes back to the configured one. */
export function setRateLimiterForTests(limiter: RateLimiter | undefined): void {
  globalState.__swaplensRateLimiter = limiter;
}

export interface RateLimitRule {
  /** Names the counter, e.g. 'newsletter'. */
  name: string;
  /** Requests per window from one client (an IPv4 address or an IPv6 /64). */
  limit: number;
  /**
   * Requests per window from everyone together: the ceiling no rotation of addresses escapes.
   * Set it well above what real visitors need; it exists to cap a distributed flood.
   */
  globalLimit: number;
  windowMs: number;
}

/**
 * Counts this request against the client's bucket and the route's global ceiling; over either
 * throws 429 with Retry-After.
 */
export async function enforceRateLimit(request: Request, rule: RateLimitRule): Promise<void> {
  const limiter = getRateLimiter();
  const own = await limiter.hit(`${rule.name}:${clientBucket(request)}`, rule.limit, rule.windowMs);
  if (!own.allowed) {
    throw new ApiError('rate_limited', { retryAfter: own.retryAfterSeconds });
  }
  const all = await limiter.hit(`${rule.name}:*`, rule.globalLimit, rule.windowMs);
  if (!all.allowed) {
    throw new ApiError('rate_limited', { retryAfter: all.retryAfterSeconds });
  }
}
