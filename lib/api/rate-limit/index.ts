import 'server-only';
import { getRedis } from '../../cache/redis';
import { processSingleton } from '../../process-singleton.mjs';
import { clientBucket } from '../client-ip';
import { ApiError } from '../errors';
import { MemoryRateLimiter } from './memory';
import { RedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter } from './types';
export { MemoryRateLimiter } from './memory';
export { RedisRateLimiter } from './redis';

/** One limiter per process: Redis when REDIS_URL is set (shared by instances), else memory. */
export const getRateLimiter = processSingleton('rate-limiter', (): RateLimiter => {
  const redis = getRedis();
  return redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
});

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
