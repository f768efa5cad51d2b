import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/deliver';
import { enqueueOutbox, registerOutboxKind } from '@/lib/mail/outbox';
import { getMailTransport, type MailMessage } from '@/lib/mail/transport';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';

// The outbox's channels (ADR 0021): e-mail, partner webhooks and the bot have transports (their
// own tests: partner-webhooks.test.ts, bot-telegram.test.ts); delivery takes only rows its open
// channels can carry (the bot's is closed without TELEGRAM_BOT_TOKEN), each to its kind's own
// channel.

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

  it('leaves rows of a channel it cannot carry untouched, and sends the rest', async () => {
    // A row queued for the bot while the bot is not configured here: it waits for its token.
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
