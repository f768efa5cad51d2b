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
});
