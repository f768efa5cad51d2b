import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { contactResponseSchema } from '@/lib/contact/contract';
import { contactMessages, mailRecipientCounts, outbox } from '@/lib/db/schema';
import { getMailTransport, type MailMessage } from '@/lib/mail/transport';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost, SITE } from '../helpers/requests';

// The contact form's way from the request to the operator's mailbox: stored first, its e-mail
// queued in the same transaction, delivered by the outbox with Reply-To the visitor.

const PATH = '/apiglobal/contact/message';
const OPERATOR = 'ops@swaplens.example';
const TOKEN = 'test-admin-token-'.padEnd(40, 'x');
const message = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Where is my swap?',
  message: 'I sent 0.1 BTC an hour ago. Swap ID K7M2-Q9XD-3F8H.',
};
/** A subject that tries to add a header; the contract refuses it, the e-mail defends anyway. */
const INJECTED_SUBJECT = 'Where is my swap?\r\nBcc: victim@example.com';
/** The swap e-mails' count of a mailbox (lib/mail/recipient-cap.ts keeps its hash). */
const swapCountOf = (address: string) => createHash('sha256').update(address).digest('hex');

async function load(contactEmail: string, contactLimit = '50') {
  return importWithEnv(
    {
      CONTACT_EMAIL: contactEmail,
      CONTACT_MAIL_DAILY_LIMIT: contactLimit,
      RECAPTCHA_SECRET_KEY: '',
      SITE_URL: SITE,
      ADMIN_TOKEN: TOKEN,
      // The operator's mailbox is not held to the cap that protects visitors' mailboxes.
      SWAP_MAIL_DAILY_LIMIT: '1',
    },
    async () => {
      const route = await import('@/app/apiglobal/contact/message/route');
      const inbox = await import('@/app/api/admin/contact-messages/route');
      const { deliverOutbox } = await import('@/lib/mail/deliver');
      const { registerContactEmail, forwardContactMessage } = await import('@/lib/contact/email');
      const { cleanUpContactMessages, CONTACT_MESSAGE_TTL_MS } =
        await import('@/lib/contact/housekeeping');
      // This copy of the kind reads the environment above.
      registerContactEmail();
      return {
        POST: route.POST,
        inbox: inbox.GET,
        deliverOutbox,
        forwardContactMessage,
        cleanUpContactMessages,
        CONTACT_MESSAGE_TTL_MS,
      };
    },
  );
}

describe.for(dbTargets())('contact messages on $name', (target) => {
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
    await db().delete(contactMessages);
    await db().delete(mailRecipientCounts);
  });
  afterEach(() => resetSingletonsForTests(getMailTransport));

  const post = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
    app.POST(jsonPost(PATH, body, options), undefined);

  it('stores the message, answers in the visitor’s language and queues one e-mail', async () => {
    const response = await post(message, { headers: { 'accept-language': 'fr-FR,fr' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-language')).toBe('fr');
    const body = contactResponseSchema.parse(await response.json());
    expect(body.status).toBe('received');

    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', locale: 'fr' });
    const queued = await db().select().from(outbox);
    expect(queued).toEqual([
      expect.objectContaining({ kind: 'contact_message', payload: { messageId: row!.id } }),
    ]);
  });

  it('mails the operator with Reply-To the visitor, beyond the per-recipient cap', async () => {
    await post(message);
    await post({ ...message, subject: 'Second question' });
    // A message stored before the contract refused line breaks in a subject.
    await db()
      .update(contactMessages)
      .set({ subject: INJECTED_SUBJECT })
      .where(eq(contactMessages.subject, 'Where is my swap?'));
    expect(await app.deliverOutbox()).toBe(2);
    expect(sent).toHaveLength(2);
    const first = sent.find((mail) => mail.subject.includes('Where is my swap'));
    expect(first).toMatchObject({ to: OPERATOR, replyTo: 'ada@example.com' });
    // The visitor's line break cannot add a header.
    expect(first?.subject).toBe('[Swaplens contact] Where is my swap? Bcc: victim@example.com');
    expect(first?.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(first?.text).toContain('I sent 0.1 BTC an hour ago.');
    expect(first?.html).not.toContain('\r\nBcc');
    // Not the swap e-mails' count of the operator's mailbox: only the contact e-mails' own.
    const counts = await db().select().from(mailRecipientCounts);
    expect(counts.map((row) => row.recipientHash)).not.toContain(swapCountOf(OPERATOR));
    expect(counts.map((row) => row.sent)).toEqual([2]);
  });

  it('refuses control characters and bidi overrides in every text field, storing nothing', async () => {
    for (const patch of [
      { subject: INJECTED_SUBJECT },
      { name: 'Ada\u202eecalevol' },
      { message: 'Fine text\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!' },
    ]) {
      const response = await post({ ...message, ...patch });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: { [Object.keys(patch)[0]!]: 'invalid' },
      });
    }
    expect(await db().select().from(contactMessages)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it('keeps the message stored and queued while no SMTP server is configured', async () => {
    setSingletonForTests(getMailTransport, null);
    await post(message);
    expect(await app.deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 0 });
    expect(await db().select().from(contactMessages)).toHaveLength(1);
  });

  it('names the field in error and stores nothing', async () => {
    const invalidEmail = await post({ ...message, email: 'ada@' });
    expect(invalidEmail.status).toBe(400);
    expect(await errorOf(invalidEmail)).toMatchObject({
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
    const short = await post({ ...message, message: 'Help' });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatchObject({
      code: 'validation_failed',
      fields: { message: 'invalid' },
    });
    expect(await db().select().from(contactMessages)).toEqual([]);
  });

  it('refuses another site’s form, oversized bodies and the 6th attempt in 10 minutes', async () => {
    const foreign = await post(message, { headers: { origin: 'https://evil.example' } });
    expect((await errorOf(foreign)).code).toBe('forbidden_origin');
    const huge = await post({ ...message, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    const ip = '203.0.113.40';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await post(message, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('deletes messages 90 days old and skips their e-mail if still queued', async () => {
    setSingletonForTests(getMailTransport, null);
    await post(message);
    await post({ ...message, subject: 'Recent' });
    const now = Date.now();
    const [recent] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Recent'));
    await db()
      .update(contactMessages)
      .set({ createdAt: new Date(now - app.CONTACT_MESSAGE_TTL_MS - 60_000) })
      .where(sql`${contactMessages.id} <> ${recent!.id}`);
    await app.cleanUpContactMessages(now);
    expect((await db().select().from(contactMessages)).map((row) => row.subject)).toEqual([
      'Recent',
    ]);

    setSingletonForTests(getMailTransport, { send: async (mail) => void sent.push(mail) });
    expect(await app.deliverOutbox()).toBe(1);
    expect(sent.map((mail) => mail.subject)).toEqual(['[Swaplens contact] Recent']);
    const skipped = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.lastError} is not null`);
    expect(skipped[0]?.lastError).toBe('skipped: message no longer stored');
  });

  it('lists stored messages for the operator’s command, from this machine with the token only', async () => {
    await post(message);
    const local = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${TOKEN}` };
    const listed = await app.inbox(get('/api/admin/contact-messages', local), undefined);
    expect(listed.status).toBe(200);
    const { messages } = (await listed.json()) as { messages: Array<{ email: string }> };
    expect(messages.map((item) => item.email)).toEqual(['ada@example.com']);

    const remote = { ...local, [CLIENT_IP_HEADER]: '198.51.100.7' };
    const refused = await app.inbox(get('/api/admin/contact-messages', remote), undefined);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('admin_forbidden');
    const noToken = { [CLIENT_IP_HEADER]: '127.0.0.1' };
    expect((await app.inbox(get('/api/admin/contact-messages', noToken), undefined)).status).toBe(
      403,
    );
  });

  describe('with a daily cap of 2 contact e-mails', () => {
    let capped: Awaited<ReturnType<typeof load>>;
    beforeAll(async () => {
      capped = await load(OPERATOR, '2');
    });

    const postSubject = (subject: string, ip: string) =>
      capped.POST(jsonPost(PATH, { ...message, subject }, { ip }), undefined);
    /** Lets the day's digest go now (it waits for the end of its day). */
    const endTheDay = () => db().execute(sql`update outbox set available_at = now()`);

    it('sends the first messages one each, stores every other and lists it in one digest', async () => {
      const subjects = ['One', 'Two', 'Three', 'Four', 'Five'];
      for (const [index, subject] of subjects.entries()) {
        expect((await postSubject(subject, `203.0.113.${index + 1}`)).status).toBe(200);
      }
      expect(await db().select().from(contactMessages)).toHaveLength(5);
      const queued = await db().select().from(outbox);
      expect(queued.map((row) => row.kind).sort()).toEqual([
        'contact_digest',
        'contact_message',
        'contact_message',
      ]);
      const digestRow = queued.find((row) => row.kind === 'contact_digest')!;
      const day = new Date().toISOString().slice(0, 10);
      expect(digestRow.payload).toEqual({ day });
      // The digest waits for the day's end, when it can list the whole day.
      expect(digestRow.availableAt.toISOString()).toBe(
        new Date(Date.parse(day) + 24 * 60 * 60_000).toISOString(),
      );

      expect(await capped.deliverOutbox()).toBe(2);
      expect(sent.map((mail) => mail.subject)).toEqual([
        '[Swaplens contact] One',
        '[Swaplens contact] Two',
      ]);
      await endTheDay();
      expect(await capped.deliverOutbox()).toBe(1);
      const digest = sent[2]!;
      expect(digest).toMatchObject({
        to: OPERATOR,
        subject: `[Swaplens contact] 3 more messages on ${day} (digest)`,
      });
      expect(digest.replyTo).toBeUndefined();
      for (const subject of ['Three', 'Four', 'Five']) expect(digest.text).toContain(subject);
      for (const subject of ['One', 'Two'])
        expect(digest.text).not.toMatch(new RegExp(`> +${subject}$`, 'm'));
      expect(digest.text).toContain('npm run admin -- contact list');
      expect(digest.html).toContain('Ada Lovelace &#60;ada@example.com&#62;');
      expect(await capped.deliverOutbox()).toBe(0);
    });

    it('counts a message that was rolled back for nothing', async () => {
      // A transaction that fails after taking the count gives it back with everything else.
      await expect(
        db().transaction(async (tx) => {
          await capped.forwardContactMessage(tx, { id: 999_999, createdAt: new Date() }, OPERATOR);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await db().select().from(mailRecipientCounts)).toEqual([]);
      await postSubject('One', '203.0.113.9');
      await postSubject('Two', '203.0.113.10');
      expect((await db().select().from(outbox)).map((row) => row.kind)).toEqual([
        'contact_message',
        'contact_message',
      ]);
    });
  });
});

describe.for(dbTargets())('contact messages without CONTACT_EMAIL on $name', (target) => {
  const database = useTestDatabase(target);
  let app: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    app = await load('');
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
  });

  it('stores the message and queues no e-mail: nothing is lost, nothing is sent', async () => {
    const response = await app.POST(jsonPost(PATH, message), undefined);
    expect(response.status).toBe(200);
    expect(await database().db.select().from(contactMessages)).toHaveLength(1);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });
});
