import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startFakeTelegram, type FakeTelegram } from '../tests/helpers/fake-telegram';
import { btcToEthSwapBody } from './support/http';
import { startOwnServer, type OwnServer } from './support/own-server';
import { MAIN, PORTS } from './support/ports';

// The Telegram bot in the production build (docs/bot.md): a server of its own pointed at a local
// fake Bot API; recorded updates posted to its webhook as Telegram posts them; a chat that
// follows a sandbox swap is told each status until the swap is finished, by the server's own
// outbox job. The token appears in none of the server's log lines.

const PORT = PORTS.main + 70;
const TOKEN = '7714425619:AAHk3mZ0xQ_e2e-token-never-logged-5c6d';
const SECRET = 'telegram-webhook-secret-for-e2e_0123456789';

let fake: FakeTelegram;
let server: OwnServer;

test.beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
  server = await startOwnServer(PORT, 'bot', {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_ROOT: fake.root,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

let updateId = 500_000_000;
function update(name: string, text?: string): Record<string, unknown> {
  const body = JSON.parse(readFileSync(`tests/fixtures/telegram/${name}.json`, 'utf8'));
  updateId += 1;
  body.update_id = updateId;
  if (text !== undefined) body.message.text = text;
  return body;
}

const webhook = (data: unknown, secret: string | null = SECRET) =>
  fetch(`${server.url}/api/bot/telegram`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
    },
    body: JSON.stringify(data),
  });

type Sent = { chat_id: number; text: string; reply_markup?: { inline_keyboard: unknown[][] } };
const messages = () => fake.sent('sendMessage') as unknown as Sent[];

test('answers /rate with simulated offers and a swap button marked for the bot', async () => {
  const answer = await webhook(update('rate'));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ ok: true, outcome: 'handled' });
  const reply = messages().at(-1)!;
  expect(reply.text).toMatch(/^The best offers for 0\.1 BTC → ETH:\n1\. /);
  expect(reply.text).toContain('(simulated)');
  expect(JSON.stringify(reply.reply_markup)).toContain(
    `${MAIN}/swap?from=btc&to=eth&amount=0.1&source=bot`,
  );
});

test('refuses an update without the secret', async () => {
  const before = fake.calls.length;
  expect((await webhook(update('help'), null)).status).toBe(401);
  expect((await webhook(update('help'), 'not-the-secret')).status).toBe(401);
  expect(fake.calls.length).toBe(before);
});

test('tells a subscribed chat each status of a sandbox swap until it is finished', async () => {
  test.setTimeout(180_000);
  const offers = (await (
    await fetch(
      `${server.url}/api/v1/offers?from=btc&to=eth&amount=0.1&rateType=floating&stream=false`,
    )
  ).json()) as { offers: Array<{ provider: { id: string; sandbox: boolean } }> };
  const offer = offers.offers.find((candidate) => candidate.provider.sandbox);
  expect(offer, 'no sandbox offer for BTC → ETH').toBeDefined();
  const created = await fetch(`${server.url}/api/v1/swaps`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(btcToEthSwapBody(offer!.provider.id)),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const swap = (await created.json()) as { id: string };

  expect((await webhook(update('subscribe', `/subscribe ${swap.id}`))).status).toBe(200);
  expect(messages().at(-1)!.text).toMatch(/^Vou avisar você/);
  const subscribed = messages().length;

  const deposit = await fetch(`${server.url}/api/v1/swaps/${swap.id}/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ action: 'deposit' }),
  });
  expect(deposit.status).toBe(200);

  // The server's outbox job (every 5 s) sends each change as the sandbox moves on.
  await expect
    .poll(() => messages().at(-1)?.text ?? '', { timeout: 150_000, intervals: [1_000] })
    .toContain('Ela terminou, então paro de acompanhá-la.');
  const pushed = messages()
    .slice(subscribed)
    .map((message) => message.text.split('\n')[0]);
  expect(pushed[0]).toMatch(/tem um novo status: /);
  expect(pushed.at(-1)).toMatch(/: Concluída$/);

  const log = server.lines().join('\n');
  expect(log).not.toContain(TOKEN);
  expect(log).not.toContain(TOKEN.split(':')[1]);
});
