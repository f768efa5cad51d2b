import { expect, test } from '@playwright/test';
import { getRaw, redirectTarget, type RawResponse } from './support/http';

function expectSecurityHeaders(response: RawResponse) {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
}

function csp(response: RawResponse): Map<string, string> {
  const value = response.headers()['content-security-policy'] ?? '';
  return new Map(
    value.split(';').map((part) => {
      const [name = '', ...rest] = part.trim().split(/\s+/);
      return [name, rest.join(' ')];
    }),
  );
}

test.describe('security headers', () => {
  test('pages carry a strict CSP whose nonce is fresh and matches every script', async () => {
    const first = await getRaw('/');
    const second = await getRaw('/');
    expectSecurityHeaders(first);
    const policy = csp(first);
    expect(policy.get('script-src')).toMatch(/^'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('report-uri')).toBe('/api/csp-report');
    expect(first.headers()['x-frame-options']).toBe('DENY');

    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src')!)![1];
    const otherNonce = /'nonce-([^']+)'/.exec(csp(second).get('script-src')!)![1];
    expect(nonce).not.toBe(otherNonce);

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A nonce is only good for one response: nothing may cache or revalidate the HTML.
    expect(first.headers()['etag']).toBeUndefined();
    expect(first.headers()['cache-control']).toBe('private, no-cache');
  });

  test("a swap's page holds none of its data, and no answer naming a swap is stored", async () => {
    // /swap is one prerendered shell (issue 10): the Swap ID is read in the browser, so the HTML
    // is the same for every swap. The ID is a bearer token, so no cache keeps a page whose
    // address names it (security review L7), and the swap itself comes from the API with
    // no-store.
    for (const path of [
      '/swap?swap=ABCDEF0123456789',
      '/fr/swap?swap=ABCDEF0123456789',
      '/transaction-status?id=ABCDEF0123456789',
      '/ja/transaction-status?id=ABCDEF0123456789',
    ]) {
      const response = await getRaw(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['etag'], path).toBeUndefined();
      expect(await response.text(), path).not.toContain('ABCDEF0123456789');
    }
    // Without a swap in the query the shell is revalidated like any page.
    const plain = await getRaw('/swap?from=btc&to=eth');
    expect(plain.headers()['cache-control']).toBe('private, no-cache');
    const api = await getRaw('/api/v1/swaps/ABCDEF0123456789');
    expect(api.headers()['cache-control']).toMatch(/(^|,\s*)no-store(,|$)/);
  });

  test('no page but the widgets can be framed, widget-like paths included', async () => {
    for (const path of ['/widget/x', '/v2/widget/x', '/v3/widget', '/en/swap', '/fr/faq']) {
      let response = await getRaw(path);
      if (response.status() === 307) response = await getRaw(redirectTarget(response));
      expect(csp(response).get('frame-ancestors'), path).toBe("'none'");
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
    // The widgets without a partner: anyone may frame them, without attribution (ADR 0023;
    // e2e/widget-v2.spec.ts checks a partner's own origins).
    for (const path of ['/widget', '/v2/widget', '/fr/v2/widget']) {
      const response = await getRaw(path);
      expect(response.status(), path).toBe(200);
      expect(csp(response).get('frame-ancestors'), path).toBe('*');
      expect(response.headers()['x-frame-options'], path).toBeUndefined();
    }
  });

  test('page paths ending in an extension get the page headers and the 404 page', async () => {
    for (const path of ['/en/foo.bar', '/fr/x.php', '/foo.php', '/favicon.ico']) {
      let response = await getRaw(path);
      // "/en/…" drops its prefix first (307); that answer carries the headers too.
      if (response.status() === 307) {
        expect(csp(response).get('frame-ancestors'), path).toBe("'none'");
        response = await getRaw(redirectTarget(response));
      }
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response);
      const policy = csp(response);
      expect(policy.get('frame-ancestors'), path).toBe("'none'");
      expect(policy.get('script-src'), path).toMatch(/^'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
      const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src')!)![1];
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test('real files are served without the page rules', async () => {
    for (const [path, type] of [
      ['/icons/coins/btc.svg', 'image/svg+xml'],
      ['/social/telegram.svg', 'image/svg+xml'],
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
      ['/sitemaps/pages-1.xml', 'application/xml'],
      ['/icon.svg', 'image/svg+xml'],
      ['/og-image.png', 'image/png'],
    ] as const) {
      const response = await getRaw(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
      expectSecurityHeaders(response);
      // The proxy names every answer it handles; files never pass through it.
      expect(response.headers()['x-request-id'], path).toBeUndefined();
      expect(response.headers()['content-security-policy'] ?? '', path).not.toContain('nonce-');
    }
  });

  test('redirects, 404s, API answers and files carry the headers too', async () => {
    for (const path of [
      '/Swap',
      '/nowhere',
      '/apiglobal/global',
      '/api/health/live',
      '/robots.txt',
      '/icon.svg',
    ]) {
      const response = await getRaw(path);
      expectSecurityHeaders(response);
    }
    const api = await getRaw('/apiglobal/global');
    expect(csp(api).get('default-src')).toBe("'none'");
    expect(csp(api).get('frame-ancestors')).toBe("'none'");
  });

  test('every answer names its request id', async () => {
    const response = await getRaw('/', { 'x-request-id': 'trace-1234abcd' });
    expect(response.headers()['x-request-id']).toBe('trace-1234abcd');
    const generated = await getRaw('/fr');
    expect(generated.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
