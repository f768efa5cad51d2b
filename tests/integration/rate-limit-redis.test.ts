import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { createRedis } from '@/lib/cache/redis';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost } from '../helpers/requests';
import { closedPortUrl } from '../helpers/siteverify';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('Redis rate limiter', () => {
  const prefix = `swaplens-test:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;

  beforeAll(() => {
    redis = createRedis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('allows the limit, refuses the next one and reports when the window ends', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await limiter.hit('a', 5, 60_000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]?.count).toBe(6);
    expect(results[5]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[5]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await redis.pttl(`${prefix}a`)).toBeGreaterThan(0);
    expect((await limiter.hit('b', 5, 60_000)).allowed).toBe(true);
  });

  it('shares counts between instances and starts a new window when the old one ends', async () => {
    const one = new RedisRateLimiter(redis, prefix);
    const two = new RedisRateLimiter(redis, prefix);
    // Windows are whole seconds: rate-limiter-flexible's Redis store expires keys with EX.
    expect((await one.hit('shared', 1, 1_000)).allowed).toBe(true);
    expect((await two.hit('shared', 1, 1_000)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await two.hit('shared', 1, 1_000)).allowed).toBe(true);
  });

  describe.for(dbTargets().slice(0, 1))('through the subscribe route on $name', (target) => {
    useTestDatabase(target);
    afterAll(() => resetSingletonsForTests(getRateLimiter));

    it('answers the 6th attempt from one IP with 429 while another IP passes', async () => {
      const { POST } = await importWithEnv(
        { RECAPTCHA_SECRET_KEY: '' },
        () => import('@/app/apiglobal/contact/subscribe/route'),
      );
      setSingletonForTests(getRateLimiter, new RedisRateLimiter(redis, prefix));
      const send = (email: string, ip: string) =>
        POST(jsonPost('/apiglobal/contact/subscribe', { email }, { ip }), undefined);
      for (let i = 1; i <= 5; i += 1) {
        expect((await send(`r${i}@example.com`, '203.0.113.50')).status).toBe(200);
      }
      const limited = await send('r6@example.com', '203.0.113.50');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
      expect((await errorOf(limited)).code).toBe('rate_limited');
      expect((await send('r7@example.com', '203.0.113.51')).status).toBe(200);
    });
  });
});

describe('Redis rate limiter with Redis down', () => {
  it('lets requests through instead of refusing everyone', async () => {
    const redis = createRedis((await closedPortUrl()).replace('http:', 'redis:'));
    try {
      const limiter = new RedisRateLimiter(redis, 'down:');
      const started = Date.now();
      const results = [];
      for (let i = 0; i < 3; i += 1) results.push(await limiter.hit('a', 1, 60_000));
      expect(results.every((result) => result.allowed)).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      redis.disconnect();
    }
  });
});
