import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { RATE_LIMITS } from '@/lib/api/limits';
import {
  enforceRateLimit,
  getRateLimiter,
  MemoryRateLimiter,
  rateLimitHeaders,
  type RateLimitRule,
} from '@/lib/api/rate-limit';
import { widerIpv6Networks } from '@/lib/net/address.mjs';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';

// Security review 2026-12, M4: rotating /64s inside one /56 or /48 buys a few clients' worth,
// not thousands; and a rule without upstream cost has no global ceiling that a few dozen
// addresses could fill for everyone.

const rule: RateLimitRule = { name: 'tiers', limit: 2, windowMs: 60_000 };
const from = (ip: string) =>
  new Request('http://localhost:3000/', { headers: { 'x-client-ip': ip } });

async function allowed(ips: readonly string[], limit = rule): Promise<number> {
  let count = 0;
  for (const ip of ips) {
    try {
      await enforceRateLimit(from(ip), limit);
      count += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'rate_limited') throw error;
    }
  }
  return count;
}

beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));
afterEach(() => resetSingletonsForTests(getRateLimiter));

describe('IPv6 tiers', () => {
  it('names the /56 and /48 of an address, and none for IPv4', () => {
    expect(widerIpv6Networks('2001:db8:1:2ff::1')).toEqual([
      '2001:db8:1:200::/56',
      '2001:db8:1::/48',
    ]);
    expect(widerIpv6Networks('::ffff:192.0.2.1')).toEqual([]);
    expect(widerIpv6Networks('192.0.2.1')).toEqual([]);
    expect(widerIpv6Networks('unknown')).toEqual([]);
  });

  it('lets the /64s of one /56 send 4 clients’ worth together', async () => {
    const rotating = Array.from(
      { length: 40 },
      (_, i) => `2001:db8:5:${(0x100 + i).toString(16)}::1`,
    );
    expect(await allowed(rotating)).toBe(4 * rule.limit);
    // Another customer's /56 in the same /48 still passes.
    expect(await allowed(['2001:db8:5:9900::1'])).toBe(1);
  });

  it('lets the /56s of one /48 send 16 clients’ worth together', async () => {
    const rotating = Array.from(
      { length: 200 },
      (_, i) => `2001:db8:6:${(i << 8).toString(16)}::1`,
    );
    expect(await allowed(rotating)).toBe(16 * rule.limit);
    expect(await allowed(['2001:db8:7::1'])).toBe(1);
  });

  it('counts IPv4 addresses one by one', async () => {
    const addresses = Array.from({ length: 50 }, (_, i) => `198.51.100.${i + 1}`);
    expect(await allowed(addresses)).toBe(50);
  });
});

describe('global ceilings', () => {
  it('are gone where a call costs no upstream money: many /48s never lock everyone out', async () => {
    const many = Array.from({ length: 300 }, (_, i) => `2001:${(0x100 + i).toString(16)}::1`);
    expect(await allowed(many, { ...RATE_LIMITS.swapsRead, limit: 1 })).toBe(300);
    expect(await allowed(many, { ...RATE_LIMITS.admin, limit: 1 })).toBe(300);
  });

  it('stay only on offers, creations, chain reads, mails, billed bot checks and the blog search', () => {
    const withCeiling = Object.entries(RATE_LIMITS)
      .filter(([, value]) => 'globalLimit' in value)
      .map(([name]) => name)
      .sort();
    expect(withCeiling).toEqual(
      [
        'blogSearch',
        'bridgeRoutes',
        'contact',
        'dexQuotes',
        'dexTokenLookup',
        'fiatCheckout',
        'fiatOffers',
        'newsletter',
        'offers',
        'partnerApplication',
        'reviews',
        'swapsCreate',
      ].sort(),
    );
  });

  it('windows are whole seconds, as the Redis store counts', () => {
    for (const value of Object.values(RATE_LIMITS)) expect(value.windowMs % 1000).toBe(0);
  });
});

describe('rateLimitHeaders', () => {
  it('writes the IETF RateLimit fields', () => {
    expect(
      rateLimitHeaders({
        name: 'offers',
        quota: 120,
        remaining: 7,
        resetSeconds: 42,
        windowSeconds: 60,
      }),
    ).toEqual({ 'RateLimit-Policy': '"offers";q=120;w=60', RateLimit: '"offers";r=7;t=42' });
  });
});
