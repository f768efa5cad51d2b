import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { countHit, type RateLimiter, type RateLimitResult } from './types';

export interface MemoryRateLimiterOptions {
  /** Most keys kept at once; beyond it the oldest window is dropped. */
  maxKeys?: number;
}

interface Tracked {
  limiter: RateLimiterMemory;
  endsAt: number;
}

/**
 * For one instance (embedded mode): rate-limiter-flexible's memory store, one per limit and
 * window. Its records expire by themselves; the index of live keys here only bounds how many a
 * flood of new addresses can create.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterMemory>();
  /** Live keys in the order their windows began. */
  private readonly live = new Map<string, Tracked>();
  private readonly maxKeys: number;
  private lastSweep = 0;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  get size(): number {
    return this.live.size;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    this.sweep(now);
    const limiter = this.limiterFor(limit, windowMs);
    const result = await countHit(limiter, key, limit);
    if (result.first) {
      // Re-inserting keeps the map in creation order, so the first entry is the oldest.
      this.live.delete(key);
      this.live.set(key, { limiter, endsAt: now + windowMs });
      if (this.live.size > this.maxKeys) await this.dropOldest();
    }
    return result.answer;
  }

  private limiterFor(limit: number, windowMs: number): RateLimiterMemory {
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: limit, duration: windowMs / 1000, keyPrefix: '' });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  // A full pass at most every few seconds keeps the cost per request constant.
  private sweep(now: number): void {
    if (now - this.lastSweep < 5_000) return;
    this.lastSweep = now;
    for (const [key, tracked] of this.live) {
      if (tracked.endsAt <= now) this.live.delete(key);
    }
  }

  private async dropOldest(): Promise<void> {
    const oldest = this.live.entries().next();
    if (oldest.done) return;
    const [key, tracked] = oldest.value;
    this.live.delete(key);
    await tracked.limiter.delete(key);
  }
}
