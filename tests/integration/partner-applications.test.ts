import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { mailRecipientCounts, outbox, partnerApplications } from '@/lib/db/schema';
import { getMailTransport, type MailMessage } from '@/lib/mail/transport';
import {
  APPLICATION_CAPTCHA_ACTION,
  applicationResponseSchema,
} from '@/lib/partner-applications/contract';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost, SITE } from '../helpers/requests';
import { startSiteverifyMock, type SiteverifyMock } from '../helpers/siteverify';

// The /for-partners application's way from the request to the operator's mailbox, as a contact
// message's (tests/integration/contact.test.ts): stored first, its e-mail queued in the same
// transaction to CONTACT_EMAIL, its own daily cap and digest, the bot check and the rate limit.

const PATH = '/apiglobal/partners/application';
const OPERATOR = 'ops@swaplens.example';
const TOKEN = 'test-admin-token-'.padEnd(40, 'x');
const application = {
  name: ' Ada Lovelace ',
  company: 'Analytical Wallet',
  email: 'ada@example.com',
  website: 'wallet.example',
  expectedVolume: '100k-1m',
  message: 'We run a wallet with 20,000 users and would like to add swaps through the API.',
};

async function load(contactEmail: string, dailyLimit = '50') {
  return importWithEnv(
    {
      CONTACT_EMAIL: contactEmail,
      CONTACT_MAIL_DAILY_LIMIT: dailyLimit,
      ADMIN_TOKEN: TOKEN,
      RECAPTCHA_SECRET_KEY: '',
      SITE_URL: SITE,
    },
    async () => {
      const route = await import('@/app/apiglobal/partners/application/route');
      const admin = await import('@/app/api/admin/partner-applications/route');
      const { deliverOutbox } = await import('@/lib/mail/deliver');
      const { registerApplicationEmail } = await import('@/lib/partner-applications/email');
      // This copy of the kinds reads the environment above.
      registerApplicationEmail();
      return { POST: route.POST, list: admin.GET, deliverOutbox };
    },
  );
}

describe.for(dbTargets())('partner applications on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let app: Awaited<ReturnType<typeof load>>;
  let sent: MailMessage[];

  beforeAll(async () => {
    app = await load(OPERATOR);
  });
  beforeEach(async () => {
    sent = [];
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setSingletonForTests(getMailTransport, { send: async (mail) => void sent.push(mail) });
    await db().delete(outbox);
    await db().delete(partnerApplications);
    await db().delete(mailRecipientCounts);
  });
  afterEach(() => resetSingletonsForTests(getMailTransport));

  const post = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
    app.POST(jsonPost(PATH, body, options), undefined);

  it('stores the application, answers in the visitor’s language and queues one e-mail', async () => {
    const response = await post(application, { headers: { 'accept-language': 'de-DE,de' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-language')).toBe('de');
    const body = applicationResponseSchema.parse(await response.json());
    expect(body).toEqual({
      status: 'received',
      message: 'Vielen Dank. Ihre Bewerbung ist eingegangen; wir antworten Ihnen per E-Mail.',
    });

    const [row] = await db().select().from(partnerApplications);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Wallet',
      email: 'ada@example.com',
      website: 'https://wallet.example',
      expectedVolume: '100k-1m',
      locale: 'de',
    });
    expect(await db().select().from(outbox)).toEqual([
      expect.objectContaining({
        kind: 'partner_application',
        payload: { applicationId: row!.id },
        subject: `partner-application:${row!.id}`,
      }),
    ]);
  });

  it('mails the operator with Reply-To the applicant and every fact of the application', async () => {
    await post({ ...application, website: '' });
    expect(await app.deliverOutbox()).toBe(1);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: OPERATOR, replyTo: 'ada@example.com' });
    expect(mail!.subject).toBe(
      '[Swaplens partners] Analytical Wallet: application from Ada Lovelace',
    );
    expect(mail!.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail!.text).toContain('Website: (none given)');
    expect(mail!.text).toContain('Expected volume: 100,000 to 1,000,000 USD a month');
    expect(mail!.text).toContain('would like to add swaps through the API');
    expect(mail!.html).toContain('Analytical Wallet');
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'ada@' }, 'email', 'invalid_email'],
      [{ website: 'javascript:alert(1)' }, 'website', 'invalid'],
      [{ expectedVolume: 'a lot' }, 'expectedVolume', 'invalid'],
      [{ company: '' }, 'company', 'invalid'],
      [{ message: 'Hi' }, 'message', 'invalid'],
      [{ name: 'Ada\u202eecalevol' }, 'name', 'invalid'],
    ];
    for (const [patch, field, code] of cases) {
      const response = await post({ ...application, ...patch });
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).fields, field).toEqual({ [field]: code });
    }
    const missing = await post({ name: 'Ada' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await errorOf(missing)).fields ?? {}).sort()).toEqual([
      'company',
      'email',
      'expectedVolume',
      'message',
    ]);
    expect(await db().select().from(partnerApplications)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it('refuses another site’s form, oversized bodies and the 6th attempt in 10 minutes', async () => {
    const foreign = await post(application, { headers: { origin: 'https://evil.example' } });
    expect((await errorOf(foreign)).code).toBe('forbidden_origin');
    const huge = await post({ ...application, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    const ip = '203.0.113.60';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await post(application, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post(application, { ip });
    expect((await errorOf(limited)).code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lists stored applications for the operator’s command, from this machine with the token only', async () => {
    await post(application);
    const local = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${TOKEN}` };
    const listed = await app.list(get('/api/admin/partner-applications', local), undefined);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { applications } = (await listed.json()) as {
      applications: Array<{ company: string; website: string | null; createdAt: string }>;
    };
    expect(applications).toEqual([
      expect.objectContaining({ company: 'Analytical Wallet', website: 'https://wallet.example' }),
    ]);
    const remote = { ...local, [CLIENT_IP_HEADER]: '198.51.100.7' };
    const refused = await app.list(get('/api/admin/partner-applications', remote), undefined);
    expect((await errorOf(refused)).code).toBe('admin_forbidden');
  });

  describe('with a daily cap of 2 application e-mails', () => {
    let capped: Awaited<ReturnType<typeof load>>;
    beforeAll(async () => {
      capped = await load(OPERATOR, '2');
    });

    it('sends the first two one each, then lists the rest in one digest after the day', async () => {
      for (const [index, company] of ['One', 'Two', 'Three', 'Four'].entries()) {
        const response = await capped.POST(
          jsonPost(PATH, { ...application, company }, { ip: `203.0.113.${index + 70}` }),
          undefined,
        );
        expect(response.status).toBe(200);
      }
      expect(await db().select().from(partnerApplications)).toHaveLength(4);
      const kinds = (await db().select().from(outbox)).map((row) => row.kind).sort();
      expect(kinds).toEqual([
        'partner_application',
        'partner_application',
        'partner_application_digest',
      ]);
      expect(await capped.deliverOutbox()).toBe(2);
      await db().execute(sql`update outbox set available_at = now()`);
      expect(await capped.deliverOutbox()).toBe(1);
      const digest = sent[2]!;
      const day = new Date().toISOString().slice(0, 10);
      expect(digest.subject).toBe(`[Swaplens partners] 2 more applications on ${day} (digest)`);
      for (const company of ['Three', 'Four']) expect(digest.text).toContain(company);
      expect(digest.text).not.toMatch(/ One /);
      expect(digest.text).toContain('npm run admin -- applications');
    });
  });
});

describe.for(dbTargets())('partner applications without CONTACT_EMAIL on $name', (target) => {
  const database = useTestDatabase(target);

  it('stores the application and queues no e-mail', async () => {
    const app = await load('');
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const response = await app.POST(jsonPost(PATH, application), undefined);
    expect(response.status).toBe(200);
    expect(await database().db.select().from(partnerApplications)).toHaveLength(1);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });
});

describe.for(dbTargets())('the partner application’s bot check on $name', (target) => {
  const database = useTestDatabase(target);
  let mock: SiteverifyMock;
  let POST: (request: Request, context: undefined) => Promise<Response>;

  beforeAll(async () => {
    mock = await startSiteverifyMock();
    ({ POST } = await importWithEnv(
      { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: mock.url, SITE_URL: SITE },
      () => import('@/app/apiglobal/partners/application/route'),
    ));
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await database().db.delete(partnerApplications);
  });

  const post = (token?: string) =>
    POST(
      jsonPost(
        PATH,
        { ...application, googleReCaptchaToken: token },
        { headers: { origin: SITE } },
      ),
      undefined,
    );
  const verdict = (action: string, score = 0.9) => ({
    body: { success: true, score, action, hostname: new URL(SITE).hostname },
  });

  it('needs a token', async () => {
    expect((await errorOf(await post())).code).toBe('captcha_required');
  });

  it(`accepts a token for ${APPLICATION_CAPTCHA_ACTION} only, with a human's score`, async () => {
    mock.answer(verdict('contact_submit'));
    expect((await errorOf(await post('token'))).code).toBe('captcha_failed');
    mock.answer(verdict(APPLICATION_CAPTCHA_ACTION, 0.1));
    expect((await errorOf(await post('token'))).code).toBe('captcha_failed');
    expect(await database().db.select().from(partnerApplications)).toEqual([]);

    mock.answer(verdict(APPLICATION_CAPTCHA_ACTION));
    expect((await post('token')).status).toBe(200);
    expect(mock.requests.at(-1)?.get('response')).toBe('token');
    expect(await database().db.select().from(partnerApplications)).toHaveLength(1);
  });
});
