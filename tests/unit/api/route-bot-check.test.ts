import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getRateLimiter, MemoryRateLimiter } from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import type * as Kit from '@/lib/api/route';
import { importWithEnv } from '../../helpers/env';
import { errorOf, jsonPost, SITE } from '../../helpers/requests';
import { startSiteverifyMock, type SiteverifyMock } from '../../helpers/siteverify';

// The bot check is a declaration of the route kit: the kit runs it once the body is parsed
// (the token travels in the body), so a handler never calls it, and only a body contract that
// carries the token may declare it.

const limit = { name: 'bot-check-kit', limit: 100, globalLimit: 1_000, windowMs: 60_000 };
const form = z.object({
  email: z.email(),
  googleReCaptchaToken: z.string().max(4096).nullish(),
});
const options = {
  method: 'POST',
  auth: 'public',
  rateLimit: limit,
  origin: 'same-site',
  body: form,
  maxBytes: 1_000,
} as const;

let mock: SiteverifyMock;
let route: typeof Kit.route;
const handled = vi.fn(async () => new Response(null, { status: 204 }));

beforeAll(async () => {
  mock = await startSiteverifyMock();
  ({ route } = await importWithEnv(
    { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: mock.url, SITE_URL: SITE },
    () => import('@/lib/api/route'),
  ));
});
afterAll(() => mock.close());
beforeEach(() => {
  setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
  handled.mockClear();
});
afterEach(() => resetSingletonsForTests(getRateLimiter));

const post = (body: unknown) =>
  route({ ...options, botCheck: { action: 'kit_form' } }, handled)(
    jsonPost('/kit', body, { headers: { origin: SITE } }),
    null,
  );

describe('route: a declared bot check', () => {
  it('reads the body first: a body that fails its contract is refused before any token', async () => {
    expect((await errorOf(await post({ email: 'not an address' }))).code).toBe('validation_failed');
    expect(handled).not.toHaveBeenCalled();
  });

  it('refuses a post without a token, and one whose token is for another action', async () => {
    expect((await errorOf(await post({ email: 'ada@example.com' }))).code).toBe('captcha_required');
    mock.answer({
      body: { success: true, score: 0.9, action: 'other_form', hostname: new URL(SITE).hostname },
    });
    const other = await post({ email: 'ada@example.com', googleReCaptchaToken: 't' });
    expect((await errorOf(other)).code).toBe('captcha_failed');
    expect(handled).not.toHaveBeenCalled();
  });

  it('hands the body to the handler once siteverify vouches for the token', async () => {
    mock.answer({
      body: { success: true, score: 0.9, action: 'kit_form', hostname: new URL(SITE).hostname },
    });
    const response = await post({ email: 'ada@example.com', googleReCaptchaToken: 't' });
    expect(response.status).toBe(204);
    expect(handled).toHaveBeenCalledOnce();
  });

  it('cannot be declared for a body without the token, nor without an action', () => {
    const plain = { ...options, body: z.object({ email: z.email() }) };
    // @ts-expect-error the body contract does not carry googleReCaptchaToken
    route({ ...plain, botCheck: { action: 'kit_form' } }, handled);
    const wrongType = { ...options, body: z.object({ googleReCaptchaToken: z.number() }) };
    // @ts-expect-error the token is a string
    route({ ...wrongType, botCheck: { action: 'kit_form' } }, handled);
    // @ts-expect-error a GET reads no body, so it has no token to check
    route({ method: 'GET', auth: 'public', rateLimit: 'none', botCheck: { action: 'x' } }, handled);
    expect(() => route({ ...options, botCheck: { action: '' } }, handled)).toThrow(/action/);
  });
});
