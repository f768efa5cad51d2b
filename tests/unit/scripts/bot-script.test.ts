import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCommand, run, USAGE } from '@/scripts/bot.mjs';
import { startFakeTelegram, type FakeTelegram } from '../../helpers/fake-telegram';

// `npm run bot -- set-webhook | delete-webhook | info` against a local fake Bot API: what it
// asks Telegram, what it prints, and that the token is in neither its output nor its errors.

const TOKEN = '7714425619:AAHk3mZ0xQ_script-token-never-printed-1a2b';
const SECRET = 'telegram-webhook-secret-for-the-script_0123';

let fake: FakeTelegram;
let env: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  env = {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_ROOT: fake.root,
    SITE_URL: 'https://swaplens.example/',
  };
});

describe('parseCommand', () => {
  it('reads the three commands and refuses the rest', () => {
    expect(parseCommand(['set-webhook'])).toEqual({ kind: 'set-webhook', dropPending: false });
    expect(parseCommand(['delete-webhook', '--drop-pending'])).toEqual({
      kind: 'delete-webhook',
      dropPending: true,
    });
    expect(parseCommand(['info'])).toEqual({ kind: 'info' });
    expect(parseCommand([])).toEqual({ error: 'a command is required' });
    expect(parseCommand(['set-webhook', '--url=x'])).toEqual({ error: 'unknown option --url=x' });
    expect(USAGE).toContain('npm run bot -- set-webhook');
  });
});

describe('run', () => {
  it('sets the webhook to the site’s route with the secret and the updates the bot reads', async () => {
    const printed = await run({ kind: 'set-webhook', dropPending: true }, env);
    expect(fake.calls).toEqual([
      {
        method: 'setWebhook',
        params: {
          url: 'https://swaplens.example/api/bot/telegram',
          secret_token: SECRET,
          allowed_updates: ['message', 'callback_query'],
          drop_pending_updates: true,
        },
      },
    ]);
    expect(printed).toContain('https://swaplens.example/api/bot/telegram');
    expect(printed).not.toContain(SECRET);
  });

  it('deletes the webhook and tells what the bot and its webhook are', async () => {
    await run({ kind: 'delete-webhook', dropPending: false }, env);
    const info = await run({ kind: 'info' }, env);
    expect(fake.calls.map((call) => call.method)).toEqual([
      'deleteWebhook',
      'getMe',
      'getWebhookInfo',
    ]);
    expect(info).toContain('Bot: @SwapLensBot');
    expect(info).toContain('https://t.me/SwapLensBot');
    expect(info).toContain('Webhook: none');
  });

  it('refuses a plain-http site for Telegram and needs the secret to set a webhook', async () => {
    const plain = {
      ...env,
      SITE_URL: 'http://swaplens.example',
      TELEGRAM_API_ROOT: 'https://api.telegram.org',
    };
    await expect(run({ kind: 'set-webhook', dropPending: false }, plain)).rejects.toThrow(/https/);
    const noSecret = { ...env, TELEGRAM_WEBHOOK_SECRET: '' };
    await expect(run({ kind: 'set-webhook', dropPending: false }, noSecret)).rejects.toThrow(
      'TELEGRAM_WEBHOOK_SECRET is not set',
    );
    expect(fake.calls).toEqual([]);
  });

  it('says why Telegram refused, without the token, even when the token is wrong', async () => {
    fake.failWith('setWebhook', { error_code: 400, description: 'Bad Request: bad webhook' });
    const refused = run({ kind: 'set-webhook', dropPending: false }, env);
    await expect(refused).rejects.toThrow('setWebhook: 400 Bad Request: bad webhook');
    const wrong = run({ kind: 'info' }, { ...env, TELEGRAM_BOT_TOKEN: `${TOKEN}x` });
    await expect(wrong).rejects.toThrow('getMe: 401 Unauthorized');
    const unreachable = run({ kind: 'info' }, { ...env, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' });
    const error = await unreachable.catch((reason: Error) => reason);
    expect(String(error)).toContain('getMe: the Bot API did not answer');
    for (const message of [String(error), String(await wrong.catch((e: Error) => e))]) {
      expect(message).not.toContain(TOKEN.split(':')[1]);
    }
  });
});
