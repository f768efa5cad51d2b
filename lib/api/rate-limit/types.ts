import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Fixed-window counter: every call counts, whether or not it is allowed. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/** Where a caller's requests count: its own bucket first, then wider ones it belongs to. */
export interface LimitBucket {
  key: string;
  /** The bucket's limit as a multiple of the rule's (1 for the caller's own bucket). */
  scale: number;
}

/** What the RateLimit headers tell the caller about the bucket that is nearest its limit. */
export interface LimitState {
  name: string;
  quota: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

/**
 * One point taken from `limiter` for `key`. rate-limiter-flexible rejects with its result when
 * over the limit (the point is counted anyway) and with anything else when its store fails.
 */
export async function countHit(
  limiter: RateLimiterAbstract,
  key: string,
  limit: number,
): Promise<{ answer: RateLimitResult; first: boolean }> {
  let result: RateLimiterRes;
  try {
    result = await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    result = error;
  }
  return {
    first: result.isFirstInDuration,
    answer: {
      allowed: result.consumedPoints <= limit,
      count: result.consumedPoints,
      retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    },
  };
}
