import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/deliver';
import { enqueueOutbox, OutboxChannelError, registerOutboxKind } from '@/lib/mail/outbox';
import { getMailTransport, type MailMessage } from '@/lib/mail/transport';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';

// The outbox's channels (ADR 0021): e-mail and partner webhooks have transports (the webhooks'
// own tests: partner-webhooks.test.ts); a message for a declared channel without one is refused when queued, never written and left to rot; delivery
// takes only rows its open channels can carry, each to its kind's own channel.

const TEST_KIND = 'channel_test_email';

describe.for(dbTargets())('outbox channels on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let sent: MailMessage[];

  beforeEach(async () => {
    sent = [];
    setSingletonForTests(getMailTransport, { send: async (message) => void sent.push(message) });
    registerOutboxKind(TEST_KIND, {
      channel: 'email',
      prepare: async () => ({
        to: 'ops@example.com',
        capped: false,
        compose: async () => ({ subject: 'hello', text: 'hello', html: '<p>hello</p>' }),
      }),
    });
    await db().delete(outbox);
  });
  afterEach(() => resetSingletonsForTests(getMailTransport));

  it('queues an e-mail on the email channel and sends it', async () => {
    await enqueueOutbox(db(), { channel: 'email', kind: TEST_KIND, payload: {}, subject: 's1' });
    const [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ channel: 'email', kind: TEST_KIND, subject: 's1' });
    expect(await deliverOutbox()).toBe(1);
    expect(sent.map((message) => message.to)).toEqual(['ops@example.com']);
  });

  it.for(['bot'] as const)(
    'refuses a %s message while its channel has no transport, rolling its transaction back',
    async (channel) => {
      const queue = db().transaction(async (tx) => {
        await enqueueOutbox(tx, { channel: 'email', kind: TEST_KIND, payload: {}, subject: 's2' });
        await enqueueOutbox(tx, { channel, kind: 'swap_status', payload: {}, subject: 's2' });
      });
      await expect(queue).rejects.toBeInstanceOf(OutboxChannelError);
      await expect(queue).rejects.toThrow(`the ${channel} channel has no transport yet`);
      expect(await db().select().from(outbox)).toEqual([]);
    },
  );

  it('leaves rows of a channel it cannot carry untouched, and sends the rest', async () => {
    // A row a later release queued for the bot, read by this one (rolled back, or two versions).
    await db().insert(outbox).values({ channel: 'bot', kind: 'bot_status', payload: {} });
    await enqueueOutbox(db(), { channel: 'email', kind: TEST_KIND, payload: {}, subject: 's3' });
    expect(await deliverOutbox()).toBe(1);
    const [bot] = await db().select().from(outbox).where(eq(outbox.channel, 'bot'));
    expect(bot).toMatchObject({ attempts: 0, deliveredAt: null, lastError: null });
  });

  it('keeps the e-mail channel’s daily cap per mailbox, for capped kinds only', async () => {
    const { deliverOutbox: deliverCapped } = await importWithEnv(
      { SWAP_MAIL_DAILY_LIMIT: '1' },
      () => import('@/lib/mail/deliver'),
    );
    const to = `cap-${randomUUID()}@example.com`;
    registerOutboxKind('channel_test_capped', {
      channel: 'email',
      prepare: async () => ({
        to,
        compose: async () => ({ subject: 'capped', text: 'capped', html: '<p>capped</p>' }),
      }),
    });
    for (const subject of ['c1', 'c2']) {
      await enqueueOutbox(db(), {
        channel: 'email',
        kind: 'channel_test_capped',
        payload: {},
        subject,
      });
      // The operator's mailbox (capped: false) is not counted against anyone's cap.
      await enqueueOutbox(db(), { channel: 'email', kind: TEST_KIND, payload: {}, subject });
    }
    expect(await deliverCapped()).toBe(3);
    expect(sent.filter((message) => message.to === to)).toHaveLength(1);
    const notes = (await db().select().from(outbox)).map((row) => row.lastError);
    expect(notes.filter((note) => note !== null)).toEqual([
      'dropped: recipient over the daily cap',
    ]);
  });

  it('keeps a row whose kind is sent on another channel queued, saying so', async () => {
    await db()
      .insert(outbox)
      .values({ channel: 'email', kind: 'channel_test_bot', payload: {}, subject: 's4' });
    registerOutboxKind('channel_test_bot', {
      channel: 'bot',
      prepare: async () => ({ skip: 'never reached' }),
    });
    expect(await deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(row?.lastError).toContain('is sent by bot, not email');
    expect(sent).toEqual([]);
  });
});
