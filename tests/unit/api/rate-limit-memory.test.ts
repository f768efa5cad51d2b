import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from '@/lib/api/rate-limit';

// rate-limiter-flexible's memory store reads Date.now() and expires records with timers.
function clock(start = 1_000_000) {
  vi.useFakeTimers({ now: start, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  return { advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

afterEach(() => vi.useRealTimers());

describe('MemoryRateLimiter', () => {
  it('allows the limit per window, then refuses with the seconds left', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter();
    const allowed = [];
    for (let i = 0; i < 6; i += 1) allowed.push((await limiter.hit('ip', 5, 600_000)).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false]);

    time.advance(100_500);
    const refused = await limiter.hit('ip', 5, 600_000);
    expect(refused).toEqual({ allowed: false, count: 7, retryAfterSeconds: 500 });
  });

  it('keeps keys apart and starts a new window when the old one ends', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter();
    await limiter.hit('a', 1, 1_000);
    expect((await limiter.hit('a', 1, 1_000)).allowed).toBe(false);
    expect((await limiter.hit('b', 1, 1_000)).allowed).toBe(true);
    time.advance(1_000);
    expect(await limiter.hit('a', 1, 1_000)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 1,
    });
  });

  it('sweeps expired windows so memory does not grow with old visitors', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 100; i += 1) await limiter.hit(`ip${i}`, 5, 1_000);
    expect(limiter.size).toBe(100);
    time.advance(10_000);
    await limiter.hit('late', 5, 1_000);
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxKeys windows, dropping the oldest', async () => {
    clock();
    const limiter = new MemoryRateLimiter({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await limiter.hit(key, 1, 60_000);
    expect(limiter.size).toBe(3);
    // 'a' was dropped, so it starts over; 'd' is still counted.
    expect((await limiter.hit('a', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('d', 1, 60_000)).allowed).toBe(false);
  });
});
