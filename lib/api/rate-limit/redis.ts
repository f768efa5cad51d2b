import 'server-only';
import type { Redis } from 'ioredis';
import { log } from '../../log';
import type { RateLimiter, RateLimitResult } from './types';

// INCR and PEXPIRE in one script, so a crash between them cannot leave a counter without expiry.
// The second PEXPIRE repairs a key that lost its TTL some other way.
const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** Shared by every instance (scale-out mode). Fails open when Redis is unavailable. */
export class RedisRateLimiter implements RateLimiter {
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'swaplens:rate:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      const reply = await this.redis.eval(SCRIPT, 1, `${this.prefix}${key}`, windowMs);
      const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
      if (count === undefined || ttl === undefined || !Number.isFinite(count + ttl)) {
        throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
      }
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      };
    } catch (error) {
      // Losing the limit for a while is better than refusing every visitor.
      this.warn(error);
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    }
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
