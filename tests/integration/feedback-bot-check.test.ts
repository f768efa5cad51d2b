import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { CONTACT_CAPTCHA_ACTION } from '@/lib/contact/contract';
import { contactMessages, reviews } from '@/lib/db/schema';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { REVIEW_CAPTCHA_ACTION } from '@/lib/reviews/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost } from '../helpers/requests';
import { startSiteverifyMock, type SiteverifyMock } from '../helpers/siteverify';

// The contact and review forms have the newsletter's bot check (lib/api/auth/bot-check.ts), each for
// its own reCAPTCHA action: a token issued for another form does not pass.

const SITE = 'https://swaplens.example';
const verdict = (action: string) => ({
  body: { success: true, score: 0.9, action, hostname: 'swaplens.example' },
});
const forms = [
  {
    name: 'contact',
    path: '/apiglobal/contact/message',
    action: CONTACT_CAPTCHA_ACTION,
    body: {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'A question about fees.',
    },
    table: contactMessages,
    load: () => import('@/app/apiglobal/contact/message/route'),
  },
  {
    name: 'review',
    path: '/apiglobal/reviews',
    action: REVIEW_CAPTCHA_ACTION,
    body: { rating: 4, name: 'Ada', text: 'Clear offers, quick swap.' },
    table: reviews,
    load: () => import('@/app/apiglobal/reviews/route'),
  },
] as const;

describe.for(dbTargets())('the feedback forms’ bot check on $name', (target) => {
  const database = useTestDatabase(target);
  let mock: SiteverifyMock;

  beforeAll(async () => {
    mock = await startSiteverifyMock();
  });
  afterAll(() => mock.close());
  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));

  describe.for(forms)('$name form', (form) => {
    let POST: (request: Request, context: undefined) => Promise<Response>;
    beforeAll(async () => {
      ({ POST } = (await importWithEnv(
        { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: mock.url, SITE_URL: SITE },
        form.load,
      )) as { POST: typeof POST });
    });
    beforeEach(() => database().db.delete(form.table));
    const post = (token?: string) =>
      POST(
        jsonPost(
          form.path,
          { ...form.body, googleReCaptchaToken: token },
          { headers: { origin: SITE } },
        ),
        undefined,
      );

    it('needs a token', async () => {
      expect((await errorOf(await post())).code).toBe('captcha_required');
    });

    it(`accepts a token for ${form.action} and refuses one for another form`, async () => {
      mock.answer(verdict('newsletter_subscribe'));
      expect((await errorOf(await post('token'))).code).toBe('captcha_failed');
      expect(await database().db.select().from(form.table)).toEqual([]);

      mock.answer(verdict(form.action));
      expect((await post('token')).status).toBe(200);
      expect(mock.requests.at(-1)?.get('response')).toBe('token');
      expect(await database().db.select().from(form.table)).toHaveLength(1);
    });
  });
});
