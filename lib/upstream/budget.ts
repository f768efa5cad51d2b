import 'server-only';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getRedis } from '@/lib/cache/redis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';

// How many HTTP calls per minute the site may send to each provider, whatever its visitors do:
// the per-IP limits bound one client, this bounds all of them together, so no amount of traffic
// can burn the operator's partner quota. Shared by every instance through Redis when REDIS_URL
// is set (with an in-process fallback while Redis is unreachable), per instance otherwise.

export const BUDGET_WINDOW_S = 60;

export interface BudgetLimits {
  /** Calls per minute for a provider not named in `perProvider`. */
  perMinute: number;
  perProvider: Readonly<Record<string, number>>;
}

export class ProviderBudget {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private lastWarning = 0;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly redis?: Redis,
    private readonly prefix = 'swaplens:budget',
  ) {}

  limitOf(id: string): number {
    return this.limits.perProvider[id] ?? this.limits.perMinute;
  }

  private limiter(id: string): RateLimiterAbstract {
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = {
        points: this.limitOf(id),
        duration: BUDGET_WINDOW_S,
        keyPrefix: this.prefix,
      };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory })
        : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Takes `calls` from this minute's budget; false (and nothing taken) when they do not fit. */
  async take(id: string, calls: number): Promise<boolean> {
    if (calls <= 0) return true;
    const limiter = this.limiter(id);
    try {
      await limiter.consume(id, calls);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        // Only without the insurance limiter; never seen, but not a reason to refuse visitors.
        this.warn(error);
        return true;
      }
      // The refused calls were counted anyway: give them back so smaller asks still fit.
      await limiter.reward(id, calls).catch((e: unknown) => this.warn(e));
      return false;
    }
  }

  /** After the work: charges what it really sent (`used`) instead of what was taken. */
  async settle(id: string, taken: number, used: number): Promise<void> {
    if (used === taken) return;
    const limiter = this.limiter(id);
    const change =
      used > taken ? limiter.penalty(id, used - taken) : limiter.reward(id, taken - used);
    await change.catch((error: unknown) => this.warn(error));
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    log.warn('provider budget: store error', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The process's budget, from PROVIDER_CALLS_PER_MINUTE, in Redis when REDIS_URL is set. */
export const getProviderBudget = processSingleton(
  'provider-budget',
  () => new ProviderBudget(env().PROVIDER_CALLS_PER_MINUTE, getRedis()),
);
