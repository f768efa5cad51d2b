import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Keys from '@/lib/api/auth/keys';
import type * as Preflight from '@/lib/api/cors-preflight';
import type * as RateLimit from '@/lib/api/rate-limit';
import type * as Route from '@/lib/api/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { keyStore, PARTNER_ORIGIN, secretKey } from '../../helpers/api-keys';
import { importWithEnv } from '../../helpers/env';
import { errorOf, SITE, uniqueIp } from '../../helpers/requests';

// A route that takes several callers (auth: ['public', 'partnerKey', 'publishableKey']): the
// credential picks the strategy, a key is counted against its own per-minute limit, and a
// publishable key's page gets CORS for its origin alone.

const KEY_ID = 'abc123def456';
let route: typeof Route.route;
let limits: typeof RateLimit;
let keys: typeof Keys;
let corsPreflight: typeof Preflight.corsPreflight;

beforeAll(async () => {
  ({ route, limits, keys, corsPreflight } = await importWithEnv({}, async () => ({
    route: (await import('@/lib/api/route')).route,
    limits: await import('@/lib/api/rate-limit'),
    keys: await import('@/lib/api/auth/keys'),
    corsPreflight: (await import('@/lib/api/cors-preflight')).corsPreflight,
  })));
});
beforeEach(() => {
  setSingletonForTests(limits.getRateLimiter, new limits.MemoryRateLimiter());
  setSingletonForTests(keys.getKeyStore, keyStore([KEY_ID], ['offers.read']));
});
afterEach(() => resetSingletonsForTests(limits.getRateLimiter, keys.getKeyStore));

const rule = (name: string, limit: number, globalLimit?: number) => ({
  name: `${name}-${uniqueIp()}`,
  limit,
  windowMs: 60_000,
  ...(globalLimit === undefined ? {} : { globalLimit }),
});
const SECRET = { authorization: `Bearer ${secretKey(KEY_ID)}` };
const PUBLISHABLE = { authorization: `Bearer sl_pk_${KEY_ID}`, origin: PARTNER_ORIGIN };

function get(headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/kit`, {
    headers: { [CLIENT_IP_HEADER]: uniqueIp(), accept: 'application/json', ...headers },
  });
}

const several = (limit = 100, scope?: 'offers.read' | 'reports.read') =>
  route(
    {
      method: 'GET',
      auth: ['public', 'partnerKey', 'publishableKey'],
      ...(scope ? { scope } : {}),
      rateLimit: rule('several', limit),
    },
    async ({ caller }) =>
      Response.json(
        { strategy: caller.strategy, keyId: caller.keyId ?? null },
        { headers: { Vary: 'Accept' } },
      ),
  );

describe('route: a route that takes several callers', () => {
  it('picks the strategy by the credential the request carries', async () => {
    const GET = several();
    const who = async (headers: Record<string, string>) =>
      (await (await GET(get(headers), undefined)).json()) as { strategy: string };
    expect(await who({})).toEqual({ strategy: 'public', keyId: null });
    expect(await who(SECRET)).toEqual({ strategy: 'partnerKey', keyId: KEY_ID });
    expect(await who(PUBLISHABLE)).toEqual({ strategy: 'publishableKey', keyId: KEY_ID });
    // Another scheme is no credential of ours: a visitor, as without the header.
    expect(await who({ authorization: 'Basic dXNlcjpwYXNz' })).toMatchObject({
      strategy: 'public',
    });
  });

  it.for([
    ['a bearer no listed strategy takes', 'Bearer sl_et_abc'],
    ['a bearer without a key prefix', 'Bearer something-else'],
    ['a malformed secret key', 'Bearer sl_sk_short'],
    ['an unknown publishable key', 'Bearer sl_pk_zzzzzzzzzzzz'],
    ['an empty bearer', 'Bearer'],
  ] as const)('refuses %s with 401 and WWW-Authenticate', async ([, authorization]) => {
    const refused = await several()(get({ authorization, origin: PARTNER_ORIGIN }), undefined);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await errorOf(refused)).code).toBe('unauthorized');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a publishable key from an origin it does not list, or from no browser', async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const headers: Record<string, string> = { authorization: PUBLISHABLE.authorization };
      if (origin) headers.origin = origin;
      const refused = await several()(get(headers), undefined);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("answers CORS for the key's origin alone, and varies every answer on Origin", async () => {
    const GET = several();
    const page = await GET(get(PUBLISHABLE), undefined);
    expect(page.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(page.headers.get('access-control-expose-headers')).toMatch(/RateLimit/);
    expect(page.headers.get('access-control-allow-credentials')).toBeNull();
    expect(page.headers.get('vary')).toBe('Accept, Origin');
    const others: Array<Record<string, string>> = [{}, SECRET, { origin: PARTNER_ORIGIN }];
    for (const headers of others) {
      const other = await GET(get(headers), undefined);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('vary')).toBe('Accept, Origin');
    }
  });

  it("lets the partner's page read a refusal after auth: a missing scope (403)", async () => {
    const refused = await several(100, 'reports.read')(get(PUBLISHABLE), undefined);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('insufficient_scope');
    expect(refused.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it('refuses an empty or repeated list at load, as the types do', () => {
    const ok = async () => new Response('ok');
    // @ts-expect-error a list names one strategy at least
    expect(() => route({ method: 'GET', auth: [], rateLimit: 'none' }, ok)).toThrow(/auth/);
    expect(() =>
      // @ts-expect-error every name is one of lib/api/auth's
      route({ method: 'GET', auth: ['public', 'anyone'], rateLimit: 'none' }, ok),
    ).toThrow(/auth/);
    expect(() =>
      route({ method: 'GET', auth: ['public', 'public'], rateLimit: 'none' }, ok),
    ).toThrow(/distinct/);
    expect(
      route({ method: 'GET', auth: ['public', 'partnerKey'], rateLimit: 'none' }, ok).auth,
    ).toEqual(['public', 'partnerKey']);
  });
});

describe("route: a key's own limit", () => {
  beforeEach(() =>
    setSingletonForTests(
      keys.getKeyStore,
      keyStore([KEY_ID], ['offers.read'], { rateLimitPerMinute: 3 }),
    ),
  );

  it("counts a key against its rateLimitPerMinute, not the route's rule for visitors", async () => {
    const GET = several(1);
    // Visitors: the route's rule (1 a minute per address).
    const ip = uniqueIp();
    expect((await GET(get({ [CLIENT_IP_HEADER]: ip }), undefined)).status).toBe(200);
    expect((await GET(get({ [CLIENT_IP_HEADER]: ip }), undefined)).status).toBe(429);
    // The key: 3 a minute, whatever address it calls from.
    for (let i = 0; i < 3; i += 1) {
      const answer = await GET(get(SECRET), undefined);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe('"api-key";q=3;w=60');
    }
    const limited = await GET(get(SECRET), undefined);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    expect(limited.headers.get('ratelimit')).toMatch(/^"api-key";r=0;t=\d+$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shares the one counter between every route the key calls, publishable or secret', async () => {
    const [a, b] = [several(), several()];
    expect((await a(get(SECRET), undefined)).status).toBe(200);
    expect((await b(get(PUBLISHABLE), undefined)).status).toBe(200);
    expect((await a(get(SECRET), undefined)).status).toBe(200);
    const limited = await b(get(PUBLISHABLE), undefined);
    expect(limited.status).toBe(429);
    // The page can read why, and when to ask again.
    expect(limited.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it("still counts a key in the route's global ceiling, which caps upstream cost", async () => {
    setSingletonForTests(
      keys.getKeyStore,
      keyStore([KEY_ID], ['offers.read'], { rateLimitPerMinute: 100 }),
    );
    const GET = route(
      { method: 'GET', auth: ['public', 'partnerKey'], rateLimit: rule('ceiling', 50, 2) },
      async () => new Response('ok'),
    );
    expect((await GET(get(SECRET), undefined)).status).toBe(200);
    expect((await GET(get({}), undefined)).status).toBe(200);
    expect((await GET(get(SECRET), undefined)).status).toBe(429);
  });
});

describe('corsPreflight', () => {
  const preflight = (origin?: string) =>
    new Request(`${SITE}/kit`, {
      method: 'OPTIONS',
      headers: {
        [CLIENT_IP_HEADER]: uniqueIp(),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
        ...(origin ? { origin } : {}),
      },
    });

  it('allows an origin some usable publishable key lists, with the methods and headers', async () => {
    const OPTIONS = corsPreflight(['POST']);
    const answer = await OPTIONS(preflight(PARTNER_ORIGIN), undefined);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('allows no other origin, and none once no key lists it', async () => {
    const OPTIONS = corsPreflight(['GET']);
    for (const origin of ['https://evil.example', `${PARTNER_ORIGIN}/`, undefined]) {
      const answer = await OPTIONS(preflight(origin), undefined);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    setSingletonForTests(keys.getKeyStore, keyStore([]));
    const answer = await OPTIONS(preflight(PARTNER_ORIGIN), undefined);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
