import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type * as Keys from '@/lib/api/auth/keys';
import type * as RateLimit from '@/lib/api/rate-limit';
import type * as Route from '@/lib/api/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { keyStore, secretKey } from '../../helpers/api-keys';
import { importWithEnv } from '../../helpers/env';
import { errorOf, SITE, uniqueIp } from '../../helpers/requests';

// The route kit with callers: auth first, then the limit counted per caller, then the origin
// rule for browser callers only, then idempotency, params and body; and the RateLimit headers.

const TOKEN = 'callers-admin-token-'.padEnd(40, 'z');
const KEY_ID = 'abc123def456';
let route: typeof Route.route;
let limits: typeof RateLimit;
let keys: typeof Keys;

beforeAll(async () => {
  ({ route, limits, keys } = await importWithEnv({ ADMIN_TOKEN: TOKEN }, async () => ({
    route: (await import('@/lib/api/route')).route,
    limits: await import('@/lib/api/rate-limit'),
    keys: await import('@/lib/api/auth/keys'),
  })));
});
beforeEach(() => {
  setSingletonForTests(limits.getRateLimiter, new limits.MemoryRateLimiter());
  setSingletonForTests(keys.getKeyStore, keyStore([KEY_ID]));
});
afterEach(() => resetSingletonsForTests(limits.getRateLimiter, keys.getKeyStore));

const body = z.object({ decision: z.enum(['approved', 'rejected']) });
const params = z.object({ id: z.string().regex(/^\d+$/) });
const ok = async () => new Response('{}', { status: 200 });
const rule = (name: string, limit: number) => ({ name, limit, windowMs: 60_000 });

function post(headers: Record<string, string>, text = '{"decision":"approved"}'): Request {
  return new Request(`${SITE}/kit/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
}
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const LOCAL = { [CLIENT_IP_HEADER]: '127.0.0.1' };
const ADMIN = { ...LOCAL, authorization: `Bearer ${TOKEN}` };
const PARTNER = { authorization: `Bearer ${secretKey(KEY_ID)}` };

describe('route: admin callers', () => {
  const admin = () =>
    route(
      {
        method: 'POST',
        auth: 'admin',
        rateLimit: rule(`admin-${uniqueIp()}`, 2),
        origin: 'same-site',
        params,
        notFound: 'review_not_found',
        body,
        maxBytes: 64,
      },
      ok,
    );

  it('refuses a caller without the token before params and body are read (L8b)', async () => {
    const POST = admin();
    for (const [request, id] of [
      [post(LOCAL), 'abc'],
      [post(LOCAL, 'not json'), '1'],
      [post({ ...LOCAL, authorization: 'Bearer wrong' }, '{"decision":"maybe"}'), 'x'],
    ] as const) {
      const response = await POST(request, context(id));
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('admin_forbidden');
    }
  });

  it('counts only the operator: refused callers use up none of its limit (M4)', async () => {
    const POST = admin();
    for (let i = 0; i < 10; i += 1) {
      expect((await POST(post({ [CLIENT_IP_HEADER]: uniqueIp() }), context('1'))).status).toBe(403);
    }
    expect((await POST(post(ADMIN), context('1'))).status).toBe(200);
    expect((await POST(post(ADMIN), context('1'))).status).toBe(200);
    expect((await POST(post(ADMIN), context('1'))).status).toBe(429);
  });

  it('applies no origin rule to the admin token, a header no page holds', async () => {
    const response = await admin()(
      post({ ...ADMIN, origin: 'https://evil.example' }),
      context('1'),
    );
    expect(response.status).toBe(200);
  });
});

describe('route: key callers', () => {
  const partner = (limit: number) =>
    route(
      {
        method: 'POST',
        auth: 'partnerKey',
        rateLimit: rule(`partner-${uniqueIp()}`, limit),
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      async ({ caller }) => Response.json({ keyId: caller.keyId }),
    );

  it('counts a key by its id, whatever address it calls from', async () => {
    const POST = partner(2);
    const from = () => post({ ...PARTNER, [CLIENT_IP_HEADER]: uniqueIp() });
    const first = await POST(from(), undefined);
    expect(await first.json()).toEqual({ keyId: KEY_ID });
    expect((await POST(from(), undefined)).status).toBe(200);
    expect((await POST(from(), undefined)).status).toBe(429);
  });

  it('answers 401 with WWW-Authenticate before counting or reading anything', async () => {
    const POST = partner(1);
    for (let i = 0; i < 3; i += 1) {
      const refused = await POST(
        post({ authorization: 'Bearer sl_sk_nope' }, 'not json'),
        undefined,
      );
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(refused.headers.get('ratelimit')).toBeNull();
      expect((await errorOf(refused)).code).toBe('unauthorized');
    }
    expect((await POST(post(PARTNER), undefined)).status).toBe(200);
  });

  it('applies the origin rule to browser callers only', async () => {
    const foreign = { origin: 'https://evil.example' };
    expect((await partner(5)(post({ ...PARTNER, ...foreign }), undefined)).status).toBe(200);
    const open = route(
      {
        method: 'POST',
        auth: 'public',
        rateLimit: 'none',
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      ok,
    );
    const refused = await open(post({ ...foreign, [CLIENT_IP_HEADER]: uniqueIp() }), undefined);
    expect((await errorOf(refused)).code).toBe('forbidden_origin');
  });

  it("keeps a key caller's Idempotency-Keys apart from everyone else's (L8f)", async () => {
    const seen: string[] = [];
    const declare = (auth: 'public' | 'partnerKey') =>
      route(
        {
          method: 'POST',
          auth,
          rateLimit: 'none',
          origin: 'same-site',
          body,
          maxBytes: 64,
          idempotent: async (key, _hash, work) => {
            seen.push(key);
            return { ...(await work('id')), replayed: false };
          },
        },
        async () => ({ status: 200, body: {} }),
      );
    const headers = { 'idempotency-key': 'same-key', [CLIENT_IP_HEADER]: uniqueIp() };
    await declare('public')(post(headers), undefined);
    await declare('partnerKey')(post({ ...headers, ...PARTNER }), undefined);
    expect(seen).toEqual(['same-key', `key:${KEY_ID}:same-key`]);
  });
});

describe('route: scopes', () => {
  const needs = (scope: 'swaps.create' | 'reports.read', auth: 'public' | 'partnerKey') =>
    route(
      {
        method: 'POST',
        auth,
        scope,
        rateLimit: rule(`scope-${uniqueIp()}`, 1),
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      ok,
    );

  it('refuses a key without the scope with 403, before counting or reading the body', async () => {
    setSingletonForTests(keys.getKeyStore, keyStore([KEY_ID], ['offers.read', 'swaps.create']));
    const POST = needs('reports.read', 'partnerKey');
    for (let i = 0; i < 3; i += 1) {
      const refused = await POST(post(PARTNER, 'not json'), undefined);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('ratelimit')).toBeNull();
      expect((await errorOf(refused)).code).toBe('insufficient_scope');
    }
    expect((await needs('swaps.create', 'partnerKey')(post(PARTNER), undefined)).status).toBe(200);
  });

  it('does not check callers without a key', async () => {
    const POST = needs('reports.read', 'public');
    expect((await POST(post({ [CLIENT_IP_HEADER]: uniqueIp() }), undefined)).status).toBe(200);
  });
});

describe('route: order and headers', () => {
  it('counts before the origin rule: a flood from a foreign page is told to wait', async () => {
    const POST = route(
      {
        method: 'POST',
        auth: 'public',
        rateLimit: rule(`order-${uniqueIp()}`, 1),
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      ok,
    );
    const ip = uniqueIp();
    const foreign = () => post({ origin: 'https://evil.example', [CLIENT_IP_HEADER]: ip });
    expect((await errorOf(await POST(foreign(), undefined))).code).toBe('forbidden_origin');
    expect((await errorOf(await POST(foreign(), undefined))).code).toBe('rate_limited');
  });

  it('sends RateLimit and RateLimit-Policy on answers and refusals, Retry-After on a 429', async () => {
    const GET = route(
      { method: 'GET', auth: 'public', rateLimit: rule('headers', 2), params },
      async () => new Response('ok'),
    );
    const ip = uniqueIp();
    const get = (id = '1') =>
      GET(new Request(`${SITE}/kit`, { headers: { [CLIENT_IP_HEADER]: ip } }), context(id));
    const first = await get();
    expect(first.headers.get('ratelimit-policy')).toBe('"headers";q=2;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"headers";r=1;t=(60|59)$/);
    const refusal = await get('not a number');
    expect(refusal.status).toBe(404);
    expect(refusal.headers.get('ratelimit')).toMatch(/^"headers";r=0;t=\d+$/);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit')).toMatch(/^"headers";r=0;t=\d+$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sends no RateLimit headers where nothing is counted', async () => {
    const GET = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () =>
      Response.json({}),
    );
    const response = await GET(new Request(`${SITE}/kit`), undefined);
    expect(response.headers.get('ratelimit')).toBeNull();
    expect(response.headers.get('ratelimit-policy')).toBeNull();
  });

  it('adds the headers to an answer whose headers cannot be changed', async () => {
    const GET = route({ method: 'GET', auth: 'public', rateLimit: rule('frozen', 5) }, async () =>
      Response.redirect(`${SITE}/elsewhere`, 308),
    );
    const response = await GET(
      new Request(`${SITE}/kit`, { headers: { [CLIENT_IP_HEADER]: uniqueIp() } }),
      undefined,
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${SITE}/elsewhere`);
    expect(response.headers.get('ratelimit-policy')).toBe('"frozen";q=5;w=60');
  });
});
