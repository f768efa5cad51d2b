import type * as SubscribeRoute from '@/app/apiglobal/contact/subscribe/route';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { newsletterSubscriptions } from '@/lib/db/schema';
import { subscribeResponseSchema } from '@/lib/newsletter/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost, SITE } from '../helpers/requests';

type Route = typeof SubscribeRoute;

const PATH = '/apiglobal/contact/subscribe';
const SUBSCRIBED_EN = 'Thank you. You are subscribed to the newsletter.';

describe.for(dbTargets())('POST /apiglobal/contact/subscribe on $name (no bot check)', (target) => {
  const database = useTestDatabase(target);
  let POST: Route['POST'];

  beforeAll(async () => {
    ({ POST } = await importWithEnv(
      { RECAPTCHA_SECRET_KEY: '', SITE_URL: SITE },
      () => import('@/app/apiglobal/contact/subscribe/route'),
    ));
  });

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await database().db.delete(newsletterSubscriptions);
  });

  const rows = () => database().db.select().from(newsletterSubscriptions);
  const subscribe = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
    POST(jsonPost(PATH, body, options), undefined);

  it('subscribes an address and stores it with the request language', async () => {
    const response = await subscribe(
      { email: 'Ada.Lovelace@Example.com', googleReCaptchaToken: 'ignored-without-secret' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-language')).toBe('de');
    const body = subscribeResponseSchema.parse(await response.json());
    expect(body.status).toBe('subscribed');
    expect(body.message).not.toBe(SUBSCRIBED_EN);
    expect(body.message.length).toBeGreaterThan(0);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'Ada.Lovelace@Example.com',
      emailNormalized: 'ada.lovelace@example.com',
      locale: 'de',
    });
  });

  it('answers a second subscription identically and keeps one row', async () => {
    const first = await subscribe({ email: 'grace@example.com' });
    const second = await subscribe({ email: 'GRACE@example.com' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('content-language')).toBe(first.headers.get('content-language'));
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.email).toBe('grace@example.com');
  });

  it.for([
    ['missing', {}],
    ['null', { email: null }],
    ['a space inside', { email: 'ada lovelace@example.com' }],
    ['a leading space', { email: ' ada@example.com' }],
    ['a trailing newline', { email: 'ada@example.com\n' }],
    ['no @', { email: 'ada.example.com' }],
    ['no domain dot', { email: 'ada@example' }],
    ['255 characters', { email: `${'a'.repeat(243)}@example.com` }],
  ] as const)('refuses an email with %s: 400 invalid_email, nothing stored', async ([, body]) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_email');
    expect(error.message).toBe('Please use a valid email address.');
    expect(error.fields).toEqual({ email: 'invalid_email' });
    expect(await rows()).toHaveLength(0);
  });

  it('accepts an address of exactly 254 characters', async () => {
    const response = await subscribe({ email: `${'a'.repeat(242)}@example.com` });
    expect(response.status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it.for(['{"email": "ada@example.com"', 'not json', ''])(
    'answers 400 invalid_json for the body %j',
    async (body) => {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_json');
      expect(await rows()).toHaveLength(0);
    },
  );

  it('answers 400 validation_failed for a body that is not an object', async () => {
    const response = await subscribe([1, 2]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_failed');
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    const response = await subscribe(JSON.stringify({ email: 'ada@example.com' }), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('unsupported_media_type');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 413 for a body over 8 KB, even without Content-Length', async () => {
    const response = await subscribe({ email: 'ada@example.com', padding: 'x'.repeat(9000) });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 403 forbidden_origin for a request from another site', async () => {
    const response = await subscribe(
      { email: 'ada@example.com' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden_origin');
    expect(await rows()).toHaveLength(0);
  });

  it('allows a request without Origin (a non-browser client)', async () => {
    const request = jsonPost(PATH, { email: 'ada@example.com' });
    request.headers.delete('origin');
    expect((await POST(request, undefined)).status).toBe(200);
  });

  it('answers the 6th attempt from one IP with 429 and Retry-After; other IPs still pass', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Failed attempts count too.
      const body = attempt === 2 ? { email: 'bad' } : { email: `user${attempt}@example.com` };
      statuses.push((await subscribe(body, { ip })).status);
    }
    expect(statuses).toEqual([200, 400, 200, 200, 200]);

    const limited = await subscribe({ email: 'sixth@example.com' }, { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const error = await errorOf(limited);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain(String(retryAfter));

    expect((await subscribe({ email: 'other@example.com' }, { ip: '203.0.113.8' })).status).toBe(
      200,
    );
    const emails = (await rows()).map((row) => row.email).sort();
    expect(emails).not.toContain('sixth@example.com');
    expect(emails).toContain('other@example.com');
  });
});
