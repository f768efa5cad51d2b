import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@/lib/cache/redis';
import { ProviderBudget } from '@/lib/upstream/budget';

// The upstream budget is one budget for every instance when REDIS_URL is set (issue 8, item 11).

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('provider budget shared through Redis', () => {
  const prefix = `swaplens-test:budget:${randomBytes(6).toString('hex')}`;
  let one: Redis;
  let two: Redis;

  beforeAll(() => {
    // Two clients, as two instances would have.
    one = createRedis(redisUrl!);
    two = createRedis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}*`);
    if (keys.length > 0) await one.del(...keys);
    one.disconnect();
    two.disconnect();
  });

  it('two instances together never take more than the budget', async () => {
    const limits = { perMinute: 10, perProvider: {} };
    const a = new ProviderBudget(limits, one, prefix);
    const b = new ProviderBudget(limits, two, prefix);
    const asks = Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).take('changenow', 2));
    const granted = (await Promise.all(asks)).filter(Boolean);
    expect(granted).toHaveLength(5);
    expect(await a.take('changenow', 1)).toBe(false);
    expect(await b.take('exolix', 1)).toBe(true);
  });

  it('what one instance gives back (a quote that sent fewer calls) the other can use', async () => {
    const limits = { perMinute: 4, perProvider: {} };
    const a = new ProviderBudget(limits, one, prefix);
    const b = new ProviderBudget(limits, two, prefix);
    expect(await a.take('simpleswap', 4)).toBe(true);
    expect(await b.take('simpleswap', 1)).toBe(false);
    await a.settle('simpleswap', 4, 1);
    expect(await b.take('simpleswap', 3)).toBe(true);
    expect(await b.take('simpleswap', 1)).toBe(false);
  });

  it('keeps limiting in this process while Redis is unreachable', async () => {
    const dead = createRedis('redis://127.0.0.1:1');
    try {
      const budget = new ProviderBudget({ perMinute: 2, perProvider: {} }, dead, prefix);
      expect(await budget.take('stealthex', 2)).toBe(true);
      expect(await budget.take('stealthex', 1)).toBe(false);
    } finally {
      dead.disconnect();
    }
  });
});
