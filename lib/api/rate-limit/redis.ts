import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { log } from '../../log';
import { countHit, type RateLimiter, type RateLimitResult } from './types';

// rate-limiter-flexible's Redis store: one Lua script sets the key with its expiry if it is new,
// increments it and reads its TTL (and repairs a key that lost its TTL some other way), so a
// crash between two steps cannot leave a counter without expiry. Its windows are whole seconds,
// which every rule in lib/api/limits.ts is.

/** Shared by every instance (scale-out mode). Fails open when Redis is unavailable. */
export class RedisRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'swaplens:rate:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      return (await countHit(this.limiterFor(limit, windowMs), `${this.prefix}${key}`, limit))
        .answer;
    } catch (error) {
      // Losing the limit for a while is better than refusing every visitor.
      this.warn(error);
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    }
  }

  private limiterFor(limit: number, windowMs: number): RateLimiterRedis {
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        points: limit,
        duration: Math.max(1, Math.round(windowMs / 1000)),
        // The prefix is part of the key already (keys stay as they were before the library).
        keyPrefix: '',
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    log.warn('rate limit: redis unavailable, allowing requests', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
