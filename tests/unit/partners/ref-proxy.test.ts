import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_DENIED, ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';

// proxy.ts and an affiliate link (ADR 0022): the cookie with consent, nothing without, and the
// page itself the same either way.

vi.mock('@/lib/pages/data-check-run', () => ({ passesDataCheck: async () => true }));

async function run(path: string, cookie?: string, env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { proxy } = await import('@/proxy');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

afterEach(() => vi.unstubAllEnvs());

const ID = 'ab12cd34ef56';
const consent = (targeting: boolean) =>
  `cookie_preferences=${serializeConsent(targeting ? ALL_GRANTED : ALL_DENIED)}`;
const refCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sl_ref='))
    ?.split(';')
    .map((part) => part.trim().toLowerCase())
    .sort();

describe('proxy and an affiliate link', () => {
  it('stores the partner with targeting consent, with the documented attributes', async () => {
    const response = await run(`/?ref=${ID}`, consent(true));
    expect(response.status).toBe(200);
    // Next also writes Expires, from Max-Age.
    const attributes = refCookieOf(response)?.filter((part) => !part.startsWith('expires='));
    expect(attributes).toEqual(
      ['httponly', 'max-age=2592000', 'path=/', 'samesite=lax', `sl_ref=${ID}`].sort(),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the site runs over HTTPS', async () => {
    const response = await run(`/swap?ref=${ID}`, consent(true), {
      SITE_URL: 'https://swap.example',
    });
    expect(refCookieOf(response)).toContain('secure');
  });

  it('stores nothing without that consent, and keeps the answer out of shared caches', async () => {
    for (const cookie of [undefined, consent(false)]) {
      const response = await run(`/de/swap?from=btc&ref=${ID}`, cookie);
      expect(response.status).toBe(200);
      expect(refCookieOf(response)).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('removes a cookie left from a consent since withdrawn', async () => {
    const response = await run('/swap', `${consent(false)}; sl_ref=${ID}`);
    const cleared = refCookieOf(response) ?? [];
    expect(cleared).toContain('sl_ref=');
    expect(cleared.some((part) => part.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
  });

  it('ignores a malformed ref, and serves the same page with or without a ref', async () => {
    const bad = await run('/?ref=NOT-A-PARTNER', consent(true));
    expect(refCookieOf(bad)).toBeUndefined();
    expect(bad.headers.get('cache-control')).toBeNull();
    const plain = await run('/swap?from=btc', consent(true));
    const linked = await run(`/swap?from=btc&ref=${ID}`, consent(true));
    expect(linked.status).toBe(plain.status);
    // The same prerendered page: next-intl rewrites both to the English /swap route.
    const route = (response: Response) =>
      new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname;
    expect(route(linked)).toBe(route(plain));
  });
});
