import 'server-only';
import type { RateLimiter, RateLimitResult } from './types';

interface Window {
  count: number;
  resetAt: number;
}

export interface MemoryRateLimiterOptions {
  /** Most keys kept at once; beyond it the oldest window is dropped. */
  maxKeys?: number;
  now?: () => number;
}

/** For one instance (embedded mode): counts live in this process only. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      // Re-inserting keeps the map in creation order, so the first entry is the oldest.
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.dropOldest();
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  // A full pass at most every few seconds (or when full) keeps the cost per request constant.
  private sweep(now: number): void {
    if (now - this.lastSweep < 5_000 && this.windows.size < this.maxKeys) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }

  private dropOldest(): void {
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}
