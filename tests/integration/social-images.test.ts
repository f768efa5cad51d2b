import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as blogRoute from '@/app/social/blog/[file]/route';
import * as coinRoute from '@/app/social/coin/[file]/route';
import * as pairRoute from '@/app/social/pair/[file]/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { RATE_LIMITS } from '@/lib/api/limits';
import { getRateLimiter, MemoryRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { socialImageCache } from '@/lib/seo/social-image-cache';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { get, uniqueIp } from '../helpers/requests';

// Security review 2026-12 M2: /social/coin and /social/pair were ISR routes, so Next cached their
// 404 for any file name (MISS, then HIT), an unbounded key per request, and sent it with a
// year-long stale-while-revalidate. Now they are dynamic: a name the shipped catalogue does not
// know is a 404 that no cache keeps (no-store), a known one is rendered once and kept in a
// bounded cache, and each client is rate limited.

const call = (route: typeof coinRoute | typeof pairRoute, file: string, ip = uniqueIp()) =>
  route.GET(get(`/social/x/${file}`, { [CLIENT_IP_HEADER]: ip }), {
    params: Promise.resolve({ file }),
  });

describe.for(dbTargets())('social images on $name', (target) => {
  useTestDatabase(target);

  beforeAll(() => clearCatalogueCache());
  afterEach(() => {
    socialImageCache().clear();
    resetSingletonsForTests(getRateLimiter);
  });

  it('are dynamic routes, outside Next’s page cache', () => {
    for (const route of [coinRoute, pairRoute]) {
      expect(route.dynamic).toBe('force-dynamic');
      expect('revalidate' in route).toBe(false);
      expect('dynamicParams' in route).toBe(false);
    }
    // The blog's images are prerendered, and only those names exist.
    expect(blogRoute.dynamicParams).toBe(false);
  });

  it.each([
    [coinRoute, 'zzqq1.png'],
    [coinRoute, `${'j'.repeat(6000)}.png`],
    [coinRoute, 'btc.txt'],
    [pairRoute, 'qq7-to-zz7.png'],
    [pairRoute, 'btc-to-btc.png'],
    [pairRoute, `${'j'.repeat(6000)}.txt`],
  ])('answers an unknown name with a 404 nothing keeps (%#)', async (route, file) => {
    const response = await call(route, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(socialImageCache().size).toBe(0);
  });

  it.each([
    [coinRoute, 'btc.png'],
    [pairRoute, 'btc-to-eth.png'],
  ])('renders a known name once and serves it again from the cache (%#)', async (route, file) => {
    const first = await call(route, file);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    expect(socialImageCache().size).toBe(1);
    const again = await call(route, file);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(socialImageCache().size).toBe(1);
  });

  it('limits each client, with Retry-After', async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.socialImages.limit; i += 1) {
      expect((await call(coinRoute, 'nope1.png', ip)).status).toBe(404);
    }
    const refused = await call(coinRoute, 'btc.png', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Another client is not affected.
    expect((await call(coinRoute, 'nope1.png')).status).toBe(404);
  });
});
