import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// proxy.ts in process: the composition of URL rules, maintenance and locale routing.

// The database's answer to the data checks (tested on a database in tests/integration): every
// page exists unless a test says otherwise.
const dataCheck = vi.hoisted(() => {
  const always = (): boolean => true;
  return { always, asked: [] as unknown[], exists: always as (check: { page: number }) => boolean };
});
vi.mock('@/lib/pages/data-check-run', () => ({
  passesDataCheck: async (check: { page: number }, locale: string) => {
    dataCheck.asked.push({ ...check, locale });
    return dataCheck.exists(check);
  },
}));
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

afterEach(() => {
  vi.unstubAllEnvs();
  dataCheck.asked.length = 0;
  dataCheck.exists = dataCheck.always;
});

describe('proxy', () => {
  it('normalises in one permanent redirect and keeps the query', async () => {
    const response = await run('/FR/Swap/?from=BTC');
    expect(response.status).toBe(308);
    expect(location(response)).toBe('/fr/swap?from=BTC');
  });

  it('takes a coin search that names a coin to its page, relatively and uncached', async () => {
    const response = await run('/de/coin?q=Bitcoin');
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/de/coin/btc');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await run('/de/coin?q=bitcon')).status).toBe(200);
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
    // A page with a dynamic segment: the e2e fixtures are the only ones so far.
    const fixtures = { SWAPLENS_E2E_FIXTURES: '1' };
    const french = await run('/fr/e2e-fixtures/raw-html/100%25', {}, fixtures);
    expect(french.headers.get('location')).toBeNull();
    expect(french.headers.get('x-middleware-rewrite')).toMatch(
      /\/fr\/e2e-fixtures\/raw-html\/100%25$/,
    );
    const english = await run('/e2e-fixtures/raw-html/100%25zz', {}, fixtures);
    expect(english.headers.get('x-middleware-rewrite')).toMatch(
      /\/en\/e2e-fixtures\/raw-html\/100%25zz$/,
    );
    expect(location(await run('/en/%25'))).toBe('/%25');
  });

  it('answers a path no page serves with the prerendered 404 page of its locale', async () => {
    for (const [path, page] of [
      ['/fr/nothing-here', '/fr/not-found-page/site'],
      ['/nothing-here', '/en/not-found-page/site'],
      ['/xx/swap', '/en/not-found-page/site'],
      ['/ja/blog/missing/', '/ja/not-found-page/blog'],
      ['/fr/100%25', '/fr/not-found-page/site'],
      // The 404 page's own address is not a page path.
      ['/de/not-found-page/site', '/de/not-found-page/site'],
    ]) {
      const response = await run(path!);
      expect(response.status, path).toBe(404);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname, path).toBe(page);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(response.headers.get('content-security-policy'), path).toContain("'nonce-");
      expect(response.headers.get('x-middleware-request-content-security-policy'), path).toBe(
        response.headers.get('content-security-policy'),
      );
    }
  });

  it('answers a DEX landing of a network the DEX does not serve with the 404 page, before render', async () => {
    for (const [path, page] of [
      ['/dex/tron', '/en/not-found-page/site'],
      ['/ja/dex/solana', '/ja/not-found-page/site'],
    ]) {
      const response = await run(path!);
      expect(response.status, path).toBe(404);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname, path).toBe(page);
    }
    // A served one renders, under the shell's policy: no wallet, so no RPC origin in its CSP.
    const landing = await run('/de/dex/polygon');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-security-policy')).not.toContain('publicnode');
    expect((await run('/dex')).headers.get('content-security-policy')).toContain('publicnode');
  });

  it('answers a later blog search page without a term with the static blog 404', async () => {
    const bare = await run('/de/blog/search/2/');
    expect(bare.status).toBe(404);
    expect(bare.headers.get('x-middleware-rewrite')).toMatch(/\/de\/not-found-page\/blog$/);
    expect((await run('/de/blog/search/2/?q=%20')).status).toBe(404);
    // A term the search refuses: only the first page explains why.
    expect((await run('/de/blog/search/2/?q=a%00b')).status).toBe(404);
    expect((await run('/de/blog/search/2/?q=swap')).status).toBe(200);
    expect((await run('/de/blog/search/?q=')).status).toBe(200);
  });

  it('keeps a swap named in the query out of every cache, in every locale', async () => {
    for (const path of [
      '/swap?swap=ABCDEF012345',
      '/fr/swap?from=btc&swap=ABCDEF012345',
      '/transaction-status?id=ABCDEF012345',
      '/ja/transaction-status?id=ABCDEF012345',
      // The redirect to the canonical path is not kept either.
      '/DE/Swap?swap=ABCDEF012345',
    ]) {
      expect((await run(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    for (const path of ['/swap?from=btc&to=eth', '/transaction-status', '/fr/swap']) {
      expect((await run(path)).headers.get('cache-control'), path).toBeNull();
    }
  });

  it('answers a reviews or search page past the last one with the static 404 of its area', async () => {
    dataCheck.exists = (check) => check.page <= 2;
    const reviews = await run('/fr/customer-feedbacks/page-3');
    expect(reviews.status).toBe(404);
    expect(reviews.headers.get('x-middleware-rewrite')).toMatch(/\/fr\/not-found-page\/site$/);
    expect(reviews.headers.get('cache-control')).toBe('no-store');
    const search = await run('/ja/blog/search/3/?q=swap');
    expect(search.status).toBe(404);
    expect(search.headers.get('x-middleware-rewrite')).toMatch(/\/ja\/not-found-page\/blog$/);
    expect((await run('/customer-feedbacks/page-2')).status).toBe(200);
    expect((await run('/blog/search/2/?q=swap')).status).toBe(200);
    // Page 1 of either asks the database nothing.
    expect((await run('/customer-feedbacks')).status).toBe(200);
    expect((await run('/blog/search/?q=swap')).status).toBe(200);
    expect(dataCheck.asked).toEqual([
      { kind: 'reviews-page', page: 3, locale: 'fr' },
      { kind: 'blog-search-page', page: 3, query: 'swap', locale: 'ja' },
      { kind: 'reviews-page', page: 2, locale: 'en' },
      { kind: 'blog-search-page', page: 2, query: 'swap', locale: 'en' },
    ]);
  });

  it('answers a reviews path that is no page number with the static 404 (%00 too)', async () => {
    for (const path of [
      '/customer-feedbacks/%00',
      '/customer-feedbacks/page-1',
      '/de/customer-feedbacks/x',
    ]) {
      const response = await run(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toMatch(/\/not-found-page\/site$/);
    }
  });

  it('leaves the pages that exist alone', async () => {
    for (const path of ['/', '/swap', '/fr/transaction-status', '/ja/maintenance']) {
      const response = await run(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('redirects an unknown path first when its URL or locale needs it', async () => {
    const upper = await run('/Nothing-Here');
    expect(upper.status).toBe(308);
    expect(location(upper)).toBe('/nothing-here');
    const cookie = await run('/nothing-here', { cookie: 'NEXT_LOCALE=de' });
    expect(cookie.status).toBe(307);
    expect(location(cookie)).toBe('/de/nothing-here');
  });

  it('answers the maintenance page with 503 and Retry-After while maintenance is on', async () => {
    const on = { MAINTENANCE_MODE: 'true' };
    const english = await run('/maintenance', {}, on);
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBe('300');
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect(english.headers.get('x-robots-tag')).toBe('noindex');
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/maintenance$/);
    const french = await run('/fr/maintenance', {}, on);
    expect(french.status).toBe(503);
    expect(french.headers.get('x-middleware-next')).toBe('1');
    expect(french.headers.get('content-security-policy')).toContain("'nonce-");
    // Without maintenance it is an ordinary page.
    expect((await run('/maintenance', {}, { MAINTENANCE_MODE: '' })).status).toBe(200);
  });

  it('treats a page path ending in an extension like any other page', async () => {
    const page = await run('/fr/x.php');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const maintenance = await run('/fr/x.php', {}, { MAINTENANCE_MODE: 'true' });
    expect(maintenance.status).toBe(307);
    expect(location(maintenance)).toBe('/fr/maintenance');
  });

  it("writes the framing a page's response policy declares, and the shell's on its 404", async () => {
    // The embed shell's e2e fixture is framable by the site itself (lib/pages/response-policies.ts).
    const fixtures = { SWAPLENS_E2E_FIXTURES: '1' };
    const page = await run('/fr/e2e-fixtures/embed-shell', {}, fixtures);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Its redirect and a build without the fixture (a 404) are framed by no one.
    const redirect = await run('/FR/e2e-fixtures/embed-shell', {}, fixtures);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
    const missing = await run('/fr/e2e-fixtures/embed-shell', {}, { SWAPLENS_E2E_FIXTURES: '' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets no page but the widgets be framed; without a partner, a widget by anyone', async () => {
    for (const path of ['/swap', '/fr/widget/x', '/v2/widget/x']) {
      const response = await run(path);
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
    for (const path of ['/widget', '/de/widget', '/v2/widget']) {
      const response = await run(path);
      expect(response.headers.get('content-security-policy'), path).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options'), path).toBeNull();
    }
  });
});

describe('proxy: the widget rules (lib/pages/declared-url-rules.ts)', () => {
  it('redirects legacy parameters on /widget once, normalisation included', async () => {
    const response = await run('/DE/Widget?from_currency=btc&link_id=ab12cd34ef56&x=1');
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/de/v2/widget?from=btc&ref=ab12cd34ef56');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /widget in the language of lang, in place, whatever the cookie or browser says', async () => {
    const response = await run('/widget?lang=ja', {
      cookie: 'NEXT_LOCALE=de',
      'accept-language': 'fr',
    });
    expect(response.status).toBe(200);
    expect(location(response)).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/ja\/widget\?lang=ja$/);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    // Nothing is stored from inside a host's page: no locale cookie.
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("serves /widget in the browser's language without lang, and English without either", async () => {
    const german = await run('/widget', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(location(german)).toBeNull();
    expect(german.headers.get('x-middleware-rewrite')).toMatch(/\/de\/widget$/);
    const english = await run('/widget', { cookie: 'NEXT_LOCALE=fr' });
    expect(location(english)).toBeNull();
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/widget$/);
  });

  it("frames /widget by the partner's origins with popups kept", async () => {
    const response = await run('/widget');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('frames the v2 widget for anyone without a partner, with popups, in its language in place', async () => {
    // No partner lookup is registered here: no partner is known (ADR 0023).
    const plain = await run('/v2/widget?from=btc', { 'accept-language': 'ja,en;q=0.5' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('location')).toBeNull();
    expect(plain.headers.get('x-middleware-rewrite')).toMatch(/\/ja\/v2\/widget\?from=btc$/);
    expect(plain.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(plain.headers.get('x-frame-options')).toBeNull();
    expect(plain.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const lang = await run('/fr/v2/widget?lang=de', { 'accept-language': 'ja' });
    expect(lang.headers.get('x-middleware-rewrite')).toMatch(/\/de\/v2\/widget\?lang=de$/);
    const english = await run('/v2/widget');
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/v2\/widget$/);
  });
});
