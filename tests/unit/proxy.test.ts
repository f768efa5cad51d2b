import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// proxy.ts in process: the composition of URL rules, maintenance and locale routing.
async function run(
  path: string,
  headers: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

const location = (response: Response) => {
  const value = response.headers.get('location');
  if (!value) return null;
  const url = new URL(value);
  return url.pathname + url.search;
};

afterEach(() => vi.unstubAllEnvs());

describe('proxy', () => {
  it('normalises in one permanent redirect and keeps the query', async () => {
    const response = await run('/FR/Swap/?from=BTC');
    expect(response.status).toBe(308);
    expect(location(response)).toBe('/fr/swap?from=BTC');
  });

  it('folds the locale redirect into the same single hop', async () => {
    const response = await run('/Swap/', { cookie: 'NEXT_LOCALE=de' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/de/swap');
  });

  it('keeps the blog trailing slash when the English prefix is dropped', async () => {
    const response = await run('/en/blog');
    expect(location(response)).toBe('/blog/');
  });

  it('rewrites English pages internally, without a redirect', async () => {
    const response = await run('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/en$/);
  });

  it('puts the same nonce in the request for rendering and in the response', async () => {
    const response = await run('/fr');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('marks the locale cookie Secure when the site runs over HTTPS', async () => {
    const response = await run(
      '/de',
      { 'accept-language': 'en' },
      { SITE_URL: 'https://swap.example' },
    );
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=de;.*Secure/i);
  });

  it('sends pages to maintenance and answers JSON endpoints with 503', async () => {
    const page = await run('/fr/swap', {}, { MAINTENANCE_MODE: 'true' });
    expect(page.status).toBe(307);
    expect(location(page)).toBe('/fr/maintenance');
    const api = await run(
      '/apiglobal/global',
      { 'accept-language': 'fr' },
      { MAINTENANCE_MODE: 'true' },
    );
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('300');
    const body = await api.json();
    expect(body.error.code).toBe('maintenance');
    expect(api.headers.get('content-language')).toBe('fr');
  });

  it('passes API requests through with a request id and without locale routing', async () => {
    const response = await run('/apiglobal/global');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers API paths in place: no lower-casing, no trailing-slash rule, no redirect', async () => {
    for (const path of [
      '/api/v1/swaps/ABCDEFGHJKMN',
      '/api/v1/swaps/K7M2-Q9XD-3F8H/',
      '/apiglobal/locale/FR',
      '/api/health/live/',
    ]) {
      const response = await run(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  it('keeps a literal "%" sent as "%25" one through the locale routing', async () => {
    const french = await run('/fr/100%25');
    expect(french.headers.get('location')).toBeNull();
    expect(french.headers.get('x-middleware-rewrite')).toMatch(/\/fr\/100%25$/);
    const english = await run('/100%25zz');
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/100%25zz$/);
    expect(location(await run('/en/%25'))).toBe('/%25');
  });

  it('treats a page path ending in an extension like any other page', async () => {
    const page = await run('/fr/x.php');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const maintenance = await run('/fr/x.php', {}, { MAINTENANCE_MODE: 'true' });
    expect(maintenance.status).toBe(307);
    expect(location(maintenance)).toBe('/fr/maintenance');
  });

  it('lets no page be framed, widget-like paths included', async () => {
    for (const path of ['/widget', '/v2/widget', '/fr/widget/x']) {
      const response = await run(path);
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
