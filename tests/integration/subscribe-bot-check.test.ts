import type * as SubscribeRoute from '@/app/apiglobal/contact/subscribe/route';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { newsletterSubscriptions } from '@/lib/db/schema';
import { NEWSLETTER_CAPTCHA_ACTION } from '@/lib/newsletter/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost } from '../helpers/requests';
import { closedPortUrl, startSiteverifyMock, type SiteverifyMock } from '../helpers/siteverify';

type Route = typeof SubscribeRoute;

const SITE = 'https://swaplens.example';
const SECRET = 'test-secret';
const PATH = '/apiglobal/contact/subscribe';
const human = {
  success: true,
  score: 0.9,
  action: NEWSLETTER_CAPTCHA_ACTION,
  hostname: 'swaplens.example',
};

function post(body: unknown, ip = '192.0.2.10'): Request {
  return jsonPost(PATH, body, { ip, headers: { origin: SITE } });
}

describe.for(dbTargets())('subscribe with the bot check on $name', (target) => {
  const database = useTestDatabase(target);
  let mock: SiteverifyMock;
  let POST: Route['POST'];

  const importRoute = (verifyUrl: string) =>
    importWithEnv(
      { RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: verifyUrl, SITE_URL: SITE },
      () => import('@/app/apiglobal/contact/subscribe/route'),
    );

  beforeAll(async () => {
    mock = await startSiteverifyMock();
    ({ POST } = await importRoute(mock.url));
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    mock.requests.length = 0;
    await database().db.delete(newsletterSubscriptions);
  });

  const rows = () => database().db.select().from(newsletterSubscriptions);

  it('stores the address when siteverify vouches for the token', async () => {
    mock.answer({ body: human });
    const response = await POST(
      post({ email: 'ada@example.com', googleReCaptchaToken: 'tok' }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await rows()).toHaveLength(1);

    expect(mock.requests).toHaveLength(1);
    const form = mock.requests[0];
    expect(form?.get('secret')).toBe(SECRET);
    expect(form?.get('response')).toBe('tok');
    expect(form?.get('remoteip')).toBe('192.0.2.10');
  });

  it.for([
    ['success false', { ...human, success: false, 'error-codes': ['invalid-input-response'] }],
    ['another action', { ...human, action: 'contact_form' }],
    ['another hostname', { ...human, hostname: 'evil.example' }],
    ['a low score', { ...human, score: 0.3 }],
    [
      'no score',
      { success: true, action: NEWSLETTER_CAPTCHA_ACTION, hostname: 'swaplens.example' },
    ],
  ] as const)('refuses a token with %s: 403 captcha_failed, nothing stored', async ([, answer]) => {
    mock.answer({ body: answer });
    const response = await POST(
      post({ email: 'bot@example.com', googleReCaptchaToken: 'tok' }),
      undefined,
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('captcha_failed');
    expect(await rows()).toHaveLength(0);
  });

  it.for([
    ['missing', { email: 'ada@example.com' }],
    ['empty', { email: 'ada@example.com', googleReCaptchaToken: '' }],
  ] as const)('answers 400 captcha_required when the token is %s', async ([, body]) => {
    const response = await POST(post(body), undefined);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('captcha_required');
    expect(mock.requests).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  it.for([
    ['answers 500', { status: 500, body: { success: true } }],
    ['answers something that is not JSON', { body: '<html>oops</html>' }],
    ['answers JSON of another shape', { body: { ok: 'yes' } }],
  ] as const)('answers 503 captcha_unavailable when siteverify %s', async ([, answer]) => {
    mock.answer(answer);
    const response = await POST(
      post({ email: 'ada@example.com', googleReCaptchaToken: 'tok' }),
      undefined,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await errorOf(response)).code).toBe('captcha_unavailable');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 503 when siteverify is unreachable', async () => {
    const unreachable = await importRoute(await closedPortUrl('/siteverify'));
    const response = await unreachable.POST(
      post({ email: 'ada@example.com', googleReCaptchaToken: 'tok' }),
      undefined,
    );
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('captcha_unavailable');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 503 when siteverify does not answer within 5 seconds', async () => {
    // The route's 5 s timer is swapped for one the test fires once siteverify holds the request.
    const expire = new AbortController();
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = [];
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      asked.push(ms);
      return ms === 5_000 ? expire.signal : timeout(ms);
    });
    try {
      mock.answer({ body: human, delayMs: 120_000 });
      const answer = POST(
        post({ email: 'ada@example.com', googleReCaptchaToken: 'tok' }),
        undefined,
      );
      await vi.waitFor(() => expect(mock.requests).toHaveLength(1));
      expect(asked).toContain(5_000);
      expire.abort(new DOMException('siteverify timed out', 'TimeoutError'));
      const response = await answer;
      expect(response.status).toBe(503);
      expect((await errorOf(response)).code).toBe('captcha_unavailable');
      expect(await rows()).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });
});
