import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/bot/telegram/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { brand } from '@/lib/brand';
import { clearCatalogueCache } from '@/lib/catalogue';
import { botSubscriptions, outbox, swapEvents, swaps } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/deliver';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { createSwapSchema } from '@/lib/swaps/contract';
import { createSwap } from '@/lib/swaps/create';
import { simulateSwap } from '@/lib/swaps/simulate';
import { dbTargets, useTestDatabase } from '../helpers/db';
import type { FakeTelegram } from '../helpers/fake-telegram';
import { validBody } from '../helpers/swaps-fakes';

// The Telegram bot end to end below the HTTP server: recorded updates (tests/fixtures/telegram)
// posted to its webhook route as Telegram posts them, answered through a local fake Bot API;
// a subscribed chat told of a sandbox swap's status changes through the outbox's bot channel;
// the secret, the per-chat limit, and a log in which the token never appears.

const TOKEN = '7714425619:AAHk3mZ0xQ_test-token-never-logged-9f8e7d';
const SECRET = 'telegram-webhook-secret-for-tests_0123456789';

// The fake Bot API listens before any module reads the environment, which names its address.
const { fake, output } = await vi.hoisted(async () => {
  const { startFakeTelegram } = await import('../helpers/fake-telegram');
  const started: FakeTelegram = await startFakeTelegram(
    '7714425619:AAHk3mZ0xQ_test-token-never-logged-9f8e7d',
  );
  Object.assign(process.env, {
    TELEGRAM_BOT_TOKEN: '7714425619:AAHk3mZ0xQ_test-token-never-logged-9f8e7d',
    TELEGRAM_WEBHOOK_SECRET: 'telegram-webhook-secret-for-tests_0123456789',
    TELEGRAM_API_ROOT: started.root,
    SITE_URL: 'https://swaplens.example',
    // Everything the app and grammY (its `debug` output) log is captured and searched below.
    LOG_LEVEL: 'debug',
    DEBUG: 'grammy*',
  });
  const lines: string[] = [];
  // Kept, not printed: the test's own output stays quiet.
  for (const stream of [process.stdout, process.stderr]) {
    stream.write = ((chunk: unknown) => lines.push(String(chunk)) > 0) as typeof stream.write;
  }
  return { fake: started, output: lines };
});

const SWAP_ID = 'K7M2Q9XD3F01';
const CHAT = 482915377;

type Fixture = Record<string, unknown> & { update_id: number };
const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`../fixtures/telegram/${name}.json`, import.meta.url), 'utf8'));

let nextUpdateId = 900_000_000;
/** A recorded update with a fresh update_id (the bot skips one it has seen). */
function update(name: string, change?: (update: Fixture) => void): Fixture {
  const copy = structuredClone(fixture(name));
  nextUpdateId += 1;
  copy.update_id = nextUpdateId;
  change?.(copy);
  return copy;
}

function webhook(body: unknown, secret: string | null = SECRET): Request {
  return new Request('https://swaplens.example/api/bot/telegram', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
    },
    body: JSON.stringify(body),
  });
}

async function deliver(body: unknown, secret?: string | null) {
  const response = await POST(webhook(body, secret), undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Sent = { chat_id: number; text: string; reply_markup?: { inline_keyboard: unknown[][] } };
const messages = () => fake.sent('sendMessage') as unknown as Sent[];
const lastMessage = () => messages().at(-1)!;
const buttons = (message: Sent) =>
  (message.reply_markup?.inline_keyboard.flat() ?? []) as Record<string, string>[];

describe.for(dbTargets())('the Telegram bot on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeAll(() => {
    clearCatalogueCache();
    // The sandbox providers the site runs without keys: offers and swaps are simulated.
    setProvidersForTests(null);
  });
  afterAll(async () => {
    if (target.name === dbTargets().at(-1)!.name) await fake.close();
  });

  beforeEach(async () => {
    fake.reset();
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await db().delete(outbox);
    await db().delete(botSubscriptions);
    await db().delete(swapEvents);
    await db().delete(swaps);
    await createSwap(createSwapSchema.parse({ ...validBody, provider: 'sandbox-swift' }), {
      swapId: SWAP_ID,
      locale: 'en',
      attribution: { source: 'web' },
    });
  });

  it('greets on /start and lists the commands, in the sender’s language (German)', async () => {
    expect(await deliver(update('start'))).toEqual({
      status: 200,
      body: { ok: true, outcome: 'handled' },
    });
    // The bot asked for its own name (getMe) once, at its first update in this process.
    expect(fake.calls.filter((call) => call.method === 'getMe').length).toBeLessThanOrEqual(1);
    const reply = lastMessage();
    expect(reply.chat_id).toBe(CHAT);
    expect(reply.text).toContain('Hallo!');
    expect(reply.text).toContain('/rate BTC ETH 0.1');
  });

  it('answers /help, plain text and unknown commands with the help (English by default)', async () => {
    await deliver(update('help'));
    expect(lastMessage().text).toMatch(/^What I can do:/);
    // zh-hans is no locale of the site: English.
    await deliver(update('plain-text'));
    expect(lastMessage().text).toMatch(/^What I can do:/);
    await deliver(update('unknown-command'));
    expect(lastMessage().text).toMatch(/^Ce que je sais faire/);
    expect(messages()).toHaveLength(3);
  });

  it('answers /rate with the top three offers, labelled simulated, and a swap button for the bot', async () => {
    await deliver(update('rate'));
    const reply = lastMessage();
    const [title, ...lines] = reply.text.split('\n');
    expect(title).toBe('The best offers for 0.1 BTC → ETH:');
    const offers = lines.filter((line) => /^\d\. /.test(line));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(3);
    for (const line of offers) {
      expect(line).toMatch(/^\d\. .+: [\d.]+ ETH, (fixed|floating) rate \(simulated\)$/);
    }
    expect(reply.text).toContain('Sandbox: these offers are simulated.');
    expect(buttons(reply)).toEqual([
      {
        text: `Swap on ${brand().name}`,
        url: 'https://swaplens.example/swap?from=btc&to=eth&amount=0.1&source=bot',
      },
    ]);
  });

  it('says what is wrong with a /rate it cannot answer', async () => {
    const withText = (text: string) =>
      update('rate', (u) => void ((u.message as Record<string, unknown>).text = text));
    await deliver(withText('/rate BTC'));
    expect(lastMessage().text).toContain('for example: /rate BTC ETH 0.1');
    await deliver(withText('/rate BTC NOPECOIN 1'));
    expect(lastMessage().text).toBe(
      'I do not know the coin NOPECOIN. Try a ticker such as BTC, ETH or XRP.',
    );
    await deliver(withText('/rate BTC ETH -1'));
    expect(lastMessage().text).toContain('positive number');
  });

  it('answers /status from the swap status service, in Japanese, with the site’s status page', async () => {
    await deliver(update('status'));
    const reply = lastMessage();
    expect(reply.text.split('\n')[0]).toBe('スワップ K7M2-Q9XD-3F01：入金待ち');
    expect(reply.text).toContain('サンドボックス');
    expect(buttons(reply)).toEqual([
      {
        text: '状況ページを開く',
        url: `https://swaplens.example/ja/transaction-status?id=${SWAP_ID}`,
      },
      { text: 'このスワップをフォロー', callback_data: `sub:${SWAP_ID}` },
    ]);
    await deliver(
      update('status', (u) => void ((u.message as Record<string, unknown>).text = '/status ZZZZ')),
    );
    expect(lastMessage().text).toContain('ZZZZ');
  });

  it('pushes a subscribed chat each status change until the swap is over, in its language', async () => {
    await deliver(update('subscribe'));
    expect(lastMessage().text.split('\n')[0]).toBe(
      'Vou avisar você a cada mudança de status da troca K7M2-Q9XD-3F01, até ela terminar.',
    );
    const [subscription] = await db().select().from(botSubscriptions);
    expect(subscription).toMatchObject({
      chatId: CHAT,
      swapId: SWAP_ID,
      locale: 'pt',
      lastStatus: 'waiting',
      endedAt: null,
    });
    fake.reset();

    await simulateSwap(SWAP_ID, 'deposit');
    const [queued] = await db().select().from(outbox).where(eq(outbox.channel, 'bot'));
    expect(queued).toMatchObject({
      kind: 'bot_swap_status',
      subject: `bot:${CHAT}:${SWAP_ID}:confirming`,
    });
    expect(await deliverOutbox()).toBe(1);
    expect(messages()).toHaveLength(1);
    expect(lastMessage()).toMatchObject({ chat_id: CHAT });
    expect(lastMessage().text.split('\n')[0]).toBe(
      'A troca K7M2-Q9XD-3F01 tem um novo status: Confirmando o depósito',
    );

    await simulateSwap(SWAP_ID, 'fail');
    expect(await deliverOutbox()).toBe(1);
    expect(lastMessage().text).toContain('Falhou');
    expect(lastMessage().text).toContain('Ela terminou, então paro de acompanhá-la.');
    const [ended] = await db().select().from(botSubscriptions);
    expect(ended?.endedAt).not.toBeNull();
    expect(ended?.lastStatus).toBe('failed');
    // Nothing more to tell.
    expect(await deliverOutbox()).toBe(0);
  });

  it('subscribes with the Follow button, answering the callback, and stops on /unsubscribe', async () => {
    await deliver(update('callback-follow'));
    expect(fake.sent('answerCallbackQuery')).toEqual([
      { callback_query_id: '2074090851719736631' },
    ]);
    expect(lastMessage().text).toMatch(/^I will tell you each time swap K7M2-Q9XD-3F01/);
    await deliver(update('callback-follow'));
    expect(lastMessage().text).toBe('You already follow swap K7M2-Q9XD-3F01.');
    await deliver(update('unsubscribe'));
    expect(lastMessage().text).toBe('Você não acompanha mais 1 troca.');
    const live = await db()
      .select()
      .from(botSubscriptions)
      .where(and(eq(botSubscriptions.chatId, CHAT), isNull(botSubscriptions.endedAt)));
    expect(live).toEqual([]);
  });

  it('caps the swaps one chat follows', async () => {
    await db()
      .insert(botSubscriptions)
      .values(
        ['A', 'B', 'C', 'D', 'E'].map((letter) => ({
          chatId: CHAT,
          swapId: `K7M2Q9XD3F0${letter}`,
          locale: 'en',
          lastStatus: 'waiting',
        })),
      );
    await deliver(update('subscribe'));
    expect(lastMessage().text).toBe(
      'Você já acompanha 5 trocas, o máximo para um chat. Envie /unsubscribe para pará-las.',
    );
  });

  it('drops the message to a chat that blocked the bot and ends its subscriptions', async () => {
    await deliver(update('subscribe'));
    fake.failWith('sendMessage', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
    await simulateSwap(SWAP_ID, 'deposit');
    expect(await deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox).where(eq(outbox.channel, 'bot'));
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.lastError).toBe('dropped: the chat cannot receive messages (403)');
    const [subscription] = await db().select().from(botSubscriptions);
    expect(subscription?.endedAt).not.toBeNull();
  });

  it('waits as long as Telegram asks after a 429', async () => {
    await deliver(update('subscribe'));
    fake.failWith('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 120',
      parameters: { retry_after: 120 },
    });
    await simulateSwap(SWAP_ID, 'deposit');
    const before = Date.now();
    expect(await deliverOutbox()).toBe(0);
    const [row] = await db().select().from(outbox).where(eq(outbox.channel, 'bot'));
    expect(row?.deliveredAt).toBeNull();
    expect(row!.availableAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    expect(row?.lastError).toBe('sendMessage: 429 Too Many Requests: retry after 120');
  });

  it('ignores updates it does not handle, and those for another bot or of a group’s chatter', async () => {
    for (const name of ['edited-message', 'group-other-bot', 'group-chatter']) {
      expect((await deliver(update(name))).status).toBe(200);
    }
    expect(await deliver({ update_id: 1, poll: { id: 'x' } })).toEqual({
      status: 200,
      body: { ok: true, outcome: 'ignored' },
    });
    expect(messages()).toEqual([]);
  });

  it('refuses an update without the secret, or with another one, 401, and tells the bot nothing', async () => {
    for (const secret of [null, 'wrong-secret', `${SECRET}x`, '']) {
      const answer = await deliver(update('help'), secret);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect(fake.calls.filter((call) => call.method !== 'getMe')).toEqual([]);
  });

  it('answers a redelivered update once', async () => {
    const once = update('help');
    await deliver(once);
    expect(await deliver(once)).toMatchObject({ status: 200, body: { outcome: 'repeated' } });
    expect(messages()).toHaveLength(1);
  });

  it('limits each chat: the first update over the limit is told to wait, later ones are dropped', async () => {
    const outcomes = [];
    for (let index = 0; index < 12; index += 1) {
      outcomes.push((await deliver(update('help'))).body.outcome);
    }
    expect(outcomes).toEqual([...Array(10).fill('handled'), 'limited', 'limited']);
    const texts = messages().map((message) => message.text);
    expect(texts).toHaveLength(11);
    expect(texts.at(-1)).toBe('That was a lot of messages. Please wait a minute and try again.');
    // Another chat is counted apart.
    await deliver(
      update('help', (u) => {
        const message = u.message as { chat: { id: number } };
        message.chat = { ...message.chat, id: 1234567 };
      }),
    );
    expect(lastMessage().chat_id).toBe(1234567);
  });

  it('deletes subscriptions 30 days after they ended, and keeps live ones', async () => {
    const { deleteEndedSubscriptions } = await import('@/lib/bot');
    const day = 24 * 60 * 60_000;
    const now = new Date();
    await db()
      .insert(botSubscriptions)
      .values([
        {
          chatId: 1,
          swapId: 'A',
          locale: 'en',
          lastStatus: 'failed',
          endedAt: new Date(now.getTime() - 31 * day),
        },
        {
          chatId: 2,
          swapId: 'B',
          locale: 'en',
          lastStatus: 'failed',
          endedAt: new Date(now.getTime() - 29 * day),
        },
        { chatId: 3, swapId: 'C', locale: 'en', lastStatus: 'waiting' },
      ]);
    expect(await deleteEndedSubscriptions(db(), now)).toBe(1);
    const left = await db().select({ chatId: botSubscriptions.chatId }).from(botSubscriptions);
    expect(left.map((row) => row.chatId).sort()).toEqual([2, 3]);
  });

  it('logs a failed reply without the token', async () => {
    fake.failWith('sendMessage', { error_code: 500, description: 'Internal Server Error' });
    expect((await deliver(update('help'))).status).toBe(200);
    const log = output.join('');
    expect(log).toContain('bot: an update could not be handled');
    expect(log).toContain('sendMessage: 500 Internal Server Error');
    // grammY's own debug output is in it too.
    expect(log).toContain('grammy:core Calling sendMessage');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(TOKEN.split(':')[1]);
    expect(log).not.toContain(SECRET);
  });
});
