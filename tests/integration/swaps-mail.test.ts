import { clearCatalogueCache } from '@/lib/catalogue';
import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailRecipientCounts, outbox, swaps } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/deliver';
import { enqueueOutbox } from '@/lib/mail/outbox';
import {
  createSmtpTransport,
  getMailTransport,
  type MailMessage,
  type MailTransport,
} from '@/lib/mail/transport';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { enqueueSwapEmail } from '@/lib/swaps/email-outbox';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { ADDRESSES } from '../helpers/swaps-fakes';

/** Just enough SMTP for nodemailer: greets, accepts one message per DATA, records it. */
function fakeSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}

const SWAP_ID = 'K7M2Q9XD3F8H';

describe.for(dbTargets())('swap emails on $name', (target) => {
  const database = useTestDatabase(target);
  beforeAll(() => clearCatalogueCache());
  const db = () => database().db;
  let sent: MailMessage[];
  let failNext = false;
  const memory: MailTransport = {
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error('mailbox unavailable');
      }
      sent.push(message);
    },
  };

  beforeEach(async () => {
    sent = [];
    setSingletonForTests(getMailTransport, memory);
    await db().delete(outbox);
    await db().delete(swaps);
    await db().delete(mailRecipientCounts);
    await db().insert(swaps).values({
      id: SWAP_ID,
      provider: 'changenow',
      providerSwapId: 'p1',
      phase: 'created',
      status: 'waiting',
      rateType: 'floating',
      direction: 'direct',
      fromCode: 'btc',
      toCode: 'eth',
      amountFrom: '0.01',
      amountTo: '0.5',
      payoutAddress: ADDRESSES.eth,
      depositAddress: ADDRESSES.btc,
      email: 'ada@example.com',
      locale: 'de',
    });
    await enqueueSwapEmail(db(), 'swap_created', SWAP_ID);
  });
  afterEach(() => resetSingletonsForTests(getMailTransport));

  it('sends the email once, in the language of the swap, with the status link', async () => {
    const results = await Promise.all([deliverOutbox(), deliverOutbox()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await deliverOutbox()).toBe(0);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      from: 'no-reply@localhost',
      subject: 'Ihr Swap K7M2-Q9XD-3F8H wurde erstellt',
    });
    expect(mail?.text).toContain('http://localhost:3000/de/transaction-status?id=K7M2Q9XD3F8H');
    expect(mail?.text).toContain(ADDRESSES.btc);
    expect(mail?.text).toContain('Seed-Phrase');
    expect(mail?.html).toContain(
      'href="http://localhost:3000/de/transaction-status?id=K7M2Q9XD3F8H"',
    );
    const [row] = await db().select().from(outbox);
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('keeps emails queued while no SMTP server is configured', async () => {
    setSingletonForTests(getMailTransport, null);
    expect(await deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 0 });
  });

  it('retries a failed delivery later, counting attempts', async () => {
    failNext = true;
    expect(await deliverOutbox()).toBe(0);
    let [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ attempts: 1, lastError: 'mailbox unavailable', deliveredAt: null });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await deliverOutbox()).toBe(0); // not due yet
    await db().execute(sql`update outbox set available_at = now()`);
    expect(await deliverOutbox()).toBe(1);
    [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ attempts: 2 });
    expect(sent).toHaveLength(1);
  });

  /** Another swap like SWAP_ID, for `email`. */
  async function addSwap(id: string, email: string) {
    const [base] = await db()
      .select()
      .from(swaps)
      .where(sql`id = ${SWAP_ID}`);
    await db()
      .insert(swaps)
      .values({ ...base!, id, email });
  }

  it('sends at most one email per swap and kind, however often one is queued', async () => {
    await enqueueSwapEmail(db(), 'swap_created', SWAP_ID);
    for (let index = 0; index < 3; index += 1) {
      await enqueueSwapEmail(db(), 'swap_status', SWAP_ID);
    }
    expect(await deliverOutbox()).toBe(2);
    await enqueueSwapEmail(db(), 'swap_status', SWAP_ID);
    expect(await deliverOutbox()).toBe(0);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Ihr Swap K7M2-Q9XD-3F8H wurde erstellt',
      expect.stringContaining('K7M2-Q9XD-3F8H'),
    ]);
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it('caps the swap emails one mailbox gets per day; the swaps go on', async () => {
    const capped = await importWithEnv(
      { SWAP_MAIL_DAILY_LIMIT: '3' },
      () => import('@/lib/mail/deliver'),
    );
    // The same mailbox written five ways (beforeEach queued the first), and someone else.
    const addresses = [
      'ADA@example.com',
      'ada+1@example.com',
      'Ada+x@Example.COM',
      'ada@example.com',
    ];
    for (const [index, address] of addresses.entries()) {
      const id = `CAP${index}00000000`.slice(0, 12);
      await addSwap(id, address);
      await enqueueSwapEmail(db(), 'swap_created', id);
    }
    await addSwap('OTHER0000000', 'grace@example.com');
    await enqueueSwapEmail(db(), 'swap_created', 'OTHER0000000');
    failNext = true; // the first send fails: it does not use up the cap

    const [a, b] = await Promise.all([capped.deliverOutbox(), capped.deliverOutbox()]);
    expect(a + b).toBe(4); // three to Ada, one to Grace
    await db().execute(sql`update outbox set available_at = now()`);
    expect(await capped.deliverOutbox()).toBe(0); // the retry finds Ada's cap used up

    const toAda = sent.filter((mail) => mail.to.toLowerCase().includes('ada'));
    expect(toAda).toHaveLength(3);
    expect(sent.filter((mail) => mail.to === 'grace@example.com')).toHaveLength(1);
    const rows = await db().select().from(outbox);
    expect(rows.filter((row) => row.lastError?.startsWith('dropped'))).toHaveLength(2);
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
    const left = await db().select().from(swaps);
    expect(left).toHaveLength(6);
    expect(new Set(left.map((row) => row.status))).toEqual(new Set(['waiting']));
  });

  it('keeps a message of a kind nobody handles queued for a later try', async () => {
    await db().delete(outbox);
    await enqueueOutbox(db(), {
      channel: 'email',
      kind: 'not_deployed_yet',
      payload: {},
      subject: SWAP_ID,
    });
    expect(await deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(row?.lastError).toContain('not_deployed_yet');
    expect(sent).toHaveLength(0);
  });

  it('never sends one row twice when two instances deliver at once', async () => {
    await db().delete(outbox);
    const ids = Array.from({ length: 24 }, (_, index) => `MANY${String(index).padStart(8, '0')}`);
    for (const [index, id] of ids.entries()) {
      await addSwap(id, `user${index}@example.com`);
      await enqueueSwapEmail(db(), 'swap_created', id);
    }
    // Each send takes a quarter of the lease on the database clock: a batch leased in one go
    // would expire while its first rows are sent, one row leased at a time never does.
    setSingletonForTests(getMailTransport, {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await db().execute(
          sql`update outbox set lease_until = lease_until - interval '30 seconds' where lease_until is not null`,
        );
        sent.push(message);
      },
    });
    const pending = async () =>
      (
        await db()
          .select()
          .from(outbox)
          .where(sql`delivered_at is null`)
      ).length;
    const instance = async () => {
      for (let pass = 0; pass < 40 && (await pending()) > 0; pass += 1) {
        await deliverOutbox();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    await Promise.all([instance(), instance()]);
    expect(await pending()).toBe(0);
    const recipients = sent.map((mail) => mail.to).sort();
    expect(recipients).toEqual(ids.map((_, index) => `user${index}@example.com`).sort());
  });

  describe('over SMTP', () => {
    const received: string[] = [];
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      ({ server, port } = await fakeSmtpServer(received));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers through the SMTP_URL server', async () => {
      setSingletonForTests(getMailTransport, createSmtpTransport(`smtp://127.0.0.1:${port}`));
      await db().execute(sql`update swaps set locale = 'en', status = 'finished'`);
      await db().delete(outbox);
      await enqueueSwapEmail(db(), 'swap_status', SWAP_ID);
      expect(await deliverOutbox()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Your swap K7M2-Q9XD-3F8H: Finished');
      // Quoted-printable: undo soft line breaks and the escaped '='.
      const body = received[0]?.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain('http://localhost:3000/transaction-status?id=K7M2Q9XD3F8H');
    });
  });
});
