import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import {
  enforceRateLimit,
  getRateLimiter,
  MemoryRateLimiter,
  type RateLimitRule,
} from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';

const rule: RateLimitRule = { name: 'test', limit: 2, globalLimit: 5, windowMs: 60_000 };
const from = (ip: string) =>
  new Request('http://localhost:3000/', { headers: { 'x-client-ip': ip } });

async function status(request: Request): Promise<number> {
  try {
    await enforceRateLimit(request, rule);
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : 500;
  }
}

afterEach(() => resetSingletonsForTests(getRateLimiter));

describe('rate-limit rules', () => {
  it('counts one IPv6 /64 as one client, however many addresses it rotates through', async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const answers = [];
    for (let host = 1; host <= 3; host += 1)
      answers.push(await status(from(`2001:db8:7:7::${host}`)));
    expect(answers).toEqual([200, 200, 429]);
  });

  it('stops everyone together at the global ceiling, which no rotation of /64s escapes', async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const answers = [];
    for (let net = 1; net <= 7; net += 1) answers.push(await status(from(`2001:db8:${net}::1`)));
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
