import { getRedis } from '../../cache/redis';
import { clientIp } from '../client-ip';
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
  limit: number;
  windowMs: number;
}

/** Counts this request against the client's IP; over the limit throws 429 with Retry-After. */
export async function enforceRateLimit(request: Request, rule: RateLimitRule): Promise<void> {
  const key = `${rule.name}:${clientIp(request)}`;
  const result = await getRateLimiter().hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    throw new ApiError(429, 'rate_limited', { retryAfter: result.retryAfterSeconds });
  }
}
