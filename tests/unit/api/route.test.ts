import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { getRateLimiter, MemoryRateLimiter } from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { errorOf, jsonPost, SITE, uniqueIp } from '../../helpers/requests';

// The route kit: what a declared option does to a request before the handler sees it.

const body = z.object({ email: z.email(), age: z.number().int().optional() });
const echo = async (input: { body: unknown }) => jsonResponse(input.body);
const post = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: { name: 'kit-test', limit: 100, globalLimit: 1_000, windowMs: 60_000 },
    origin: 'same-site',
    body,
    maxBytes: 64,
    fieldCodes: { email: 'invalid_email' },
  },
  echo,
);

function raw(text: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/kit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': uniqueIp(), ...headers },
    body: text,
  });
}

beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));
afterEach(() => resetSingletonsForTests(getRateLimiter));

describe('route: a state-changing route', () => {
  it('hands the parsed body to the handler and passes its answer through untouched', async () => {
    const response = await post(jsonPost('/kit', { email: 'ada@example.com', extra: 1 }), null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'ada@example.com' });
  });

  it('applies its rate limit before reading anything, with Retry-After', async () => {
    const limited = route(
      {
        method: 'POST',
        auth: 'public',
        rateLimit: { name: 'kit-limit', limit: 1, globalLimit: 100, windowMs: 60_000 },
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      echo,
    );
    const ip = uniqueIp();
    const send = (text: string) => limited(raw(text, { 'x-client-ip': ip }), null);
    expect((await send('{"email":"ada@example.com"}')).status).toBe(200);
    const second = await send('not even json');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(second)).code).toBe('rate_limited');
  });

  it('refuses a browser on another site with 403 forbidden_origin', async () => {
    const response = await post(raw('{}', { origin: 'https://evil.example' }), null);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden_origin');
  });

  it("lets any origin through when the route declares origin: 'any'", async () => {
    const open = route(
      { method: 'POST', auth: 'public', rateLimit: 'none', origin: 'any', body, maxBytes: 64 },
      echo,
    );
    const request = raw('{"email":"ada@example.com"}', { origin: 'https://evil.example' });
    expect((await open(request, null)).status).toBe(200);
  });

  it.for([
    [
      'a body over maxBytes',
      raw(JSON.stringify({ email: `${'a'.repeat(80)}@example.com` })),
      413,
      'payload_too_large',
    ],
    [
      'another media type',
      raw('{}', { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    ],
    ['a body that is not JSON', raw('{"email":'), 400, 'invalid_json'],
  ] as const)('answers %s with %i %s', async ([, request, status, code]) => {
    const response = await post(request, null);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });

  it('answers a body its contract refuses with 400 and the field codes', async () => {
    const response = await post(raw('{"email":"nope","age":1.5}'), null);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'invalid_email',
      fields: { email: 'invalid_email', age: 'invalid' },
    });
  });

  it('turns a thrown ApiError into the one error shape, in the request language', async () => {
    const failing = route(
      {
        method: 'POST',
        auth: 'public',
        rateLimit: 'none',
        origin: 'same-site',
        body,
        maxBytes: 64,
      },
      async () => {
        throw new ApiError('quote_expired');
      },
    );
    const request = raw('{"email":"ada@example.com"}', { 'accept-language': 'en' });
    const response = await failing(request, null);
    expect(response.status).toBe(409);
    expect(response.headers.get('content-language')).toBe('en');
    expect(await errorOf(response)).toEqual({
      code: 'quote_expired',
      message: expect.any(String),
    });
  });

  it('answers 500 internal_error for anything else a handler throws', async () => {
    const broken = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () => {
      throw new Error('bug');
    });
    const response = await broken(new Request(`${SITE}/kit`), null);
    expect(response.status).toBe(500);
    expect((await errorOf(response)).code).toBe('internal_error');
  });
});

describe('route: query and params', () => {
  const query = z.object({ from: z.string().regex(/^[a-z]+$/), n: z.coerce.number() });
  const params = z.object({ code: z.string().pipe(z.enum(['en', 'fr'])) });
  const read = route(
    {
      method: 'GET',
      auth: 'public',
      rateLimit: 'none',
      query,
      params,
      notFound: 'unknown_locale',
      fieldCodes: { from: 'unknown_currency' },
    },
    async (input) => jsonResponse({ query: input.query, params: input.params, ip: input.ip }),
  );
  const context = (code: string) => ({ params: Promise.resolve({ code }) });
  const get = (search: string) =>
    new Request(`${SITE}/kit?${search}`, { headers: { 'x-client-ip': '192.0.2.7' } });

  it('hands the parsed query, params and client address to the handler', async () => {
    const response = await read(get('from=btc&n=2'), context('fr'));
    expect(await response.json()).toEqual({
      query: { from: 'btc', n: 2 },
      params: { code: 'fr' },
      ip: '192.0.2.7',
    });
  });

  it('answers params that do not parse with the route’s 404 code', async () => {
    const response = await read(get('from=btc&n=2'), context('xx'));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('unknown_locale');
  });

  it('answers a query its contract refuses with 400 and the field code', async () => {
    const response = await read(get('from=BTC!&n=2'), context('en'));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'unknown_currency',
      fields: { from: 'unknown_currency' },
    });
  });
});
