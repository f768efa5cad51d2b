import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/sitemaps/[file]/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { RATE_LIMITS } from '@/lib/api/limits';
import { getRateLimiter, MemoryRateLimiter } from '@/lib/api/rate-limit';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { cachedSitemapPart, sitemapPartCache } from '@/lib/seo/sitemap-cache';
import { get, uniqueIp } from '../../helpers/requests';

// Security review 2026-12 M5: each request rebuilt its sitemap part (10-16 MB for a pairs part)
// from the database, and nothing limited the requests. A part is now made once per data version
// and kept gzipped; each client is rate limited.

const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://x.example/a</loc></url>'.repeat(2000)}</urlset>`;

function counting() {
  const made = { count: 0 };
  const make = () => {
    made.count += 1;
    return new Response(xml).body!;
  };
  return { made, make };
}

afterEach(() => {
  sitemapPartCache().clear();
  resetSingletonsForTests(getRateLimiter);
});

describe('sitemap parts', () => {
  it('are made once and then served from the cache, unchanged', async () => {
    const { made, make } = counting();
    const first = await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    const second = await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    expect(first).toBe(xml);
    expect(second).toBe(xml);
    expect(made.count).toBe(1);
    // Kept compressed: a small share of the part's bytes.
    expect(sitemapPartCache().totalBytes).toBeLessThan(xml.length / 10);
  });

  it('share one make between requests that come while it runs', async () => {
    const { made, make } = counting();
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => cachedSitemapPart('pairs-3.xml', make)),
    );
    for (const body of bodies) expect(await new Response(body).text()).toBe(xml);
    expect(made.count).toBe(1);
  });

  it('are made again when the data they list changes', async () => {
    const { made, make } = counting();
    await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    invalidateCacheTags('catalogue');
    await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    invalidateCacheTags('blog');
    await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    expect(made.count).toBe(3);
    // Prices are not in any sitemap: they leave the parts alone.
    invalidateCacheTags('prices');
    await new Response(await cachedSitemapPart('coins-1.xml', make)).text();
    expect(made.count).toBe(3);
  });

  it('are rate limited per client, with Retry-After', async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const ip = uniqueIp();
    const call = (file: string, from = ip) =>
      GET(get(`/sitemaps/${file}`, { [CLIENT_IP_HEADER]: from }), {
        params: Promise.resolve({ file }),
      });
    for (let i = 0; i < RATE_LIMITS.sitemaps.limit; i += 1) {
      const missing = await call('nothing.xml');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    }
    const refused = await call('nothing.xml');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('nothing.xml', uniqueIp())).status).toBe(404);
  });
});
