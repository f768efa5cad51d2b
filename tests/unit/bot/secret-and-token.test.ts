import { HttpError } from 'grammy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithEnv } from '../../helpers/env';

// The webhook caller's Telegram check (X-Telegram-Bot-Api-Secret-Token against
// TELEGRAM_WEBHOOK_SECRET), the configuration's rules, and what a logged bot error may say.

const TOKEN = '123456789:AAE-abcdefghijklmnopqrstuvwxyz012345';
const SECRET = 'a-webhook-secret-of-32-characters-or-more';

const request = (headers: Record<string, string>) =>
  new Request('https://site.example/api/bot/telegram', { method: 'POST', headers });

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return `${(error as { status?: number }).status} ${(error as { code?: string }).code}`;
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('the webhook strategy for Telegram', () => {
  const load = (secret: string | undefined) =>
    importWithEnv(
      { TELEGRAM_BOT_TOKEN: secret ? TOKEN : undefined, TELEGRAM_WEBHOOK_SECRET: secret },
      () => import('@/lib/api/auth/webhook'),
    );

  it('takes the configured secret as Telegram’s, one bucket for all of Telegram', async () => {
    const { webhookStrategy, TELEGRAM_SECRET_HEADER } = await load(SECRET);
    const caller = await webhookStrategy.identify(request({ [TELEGRAM_SECRET_HEADER]: SECRET }));
    expect(caller).toEqual({
      strategy: 'webhook',
      buckets: [{ key: 'webhook:telegram', scale: 1 }],
      browser: false,
      scope: 'webhook:telegram',
    });
  });

  it('refuses another secret, a longer or shorter one, none, and every one when none is set', async () => {
    const { webhookStrategy, TELEGRAM_SECRET_HEADER } = await load(SECRET);
    for (const secret of ['', 'x', `${SECRET}x`, SECRET.slice(0, -1), SECRET.toUpperCase()]) {
      expect(
        await outcome(() =>
          webhookStrategy.identify(request({ [TELEGRAM_SECRET_HEADER]: secret })),
        ),
      ).toBe('401 unauthorized');
    }
    expect(await outcome(() => webhookStrategy.identify(request({})))).toBe('401 unauthorized');
    const unset = await load(undefined);
    expect(
      await outcome(() =>
        unset.webhookStrategy.identify(request({ [unset.TELEGRAM_SECRET_HEADER]: '' })),
      ),
    ).toBe('401 unauthorized');
  });
});

describe('the bot’s configuration', () => {
  it('needs the token and the secret together, each well formed', async () => {
    const { parseEnv } = await import('@/lib/env/schema');
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => parseEnv({ TELEGRAM_WEBHOOK_SECRET: SECRET })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: 'nope', TELEGRAM_WEBHOOK_SECRET: SECRET })).toThrow(
      /TELEGRAM_BOT_TOKEN/,
    );
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: 'short' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_API_ROOT: 'http://bot-api.example',
      }),
    ).toThrow(/TELEGRAM_API_ROOT/);
    expect(
      parseEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
      }),
    ).toMatchObject({ TELEGRAM_API_ROOT: 'http://127.0.0.1:8081' });
  });
});

describe('describeBotError', () => {
  it('never repeats the token, which a network error’s URL carries', async () => {
    const { describeBotError } = await import('@/lib/bot/telegram');
    const network = new Error(
      `request to https://api.telegram.org/bot${TOKEN}/sendMessage failed, reason: ECONNRESET`,
    );
    const wrapped = new HttpError("Network request for 'sendMessage' failed!", network);
    for (const error of [wrapped, network, `${TOKEN} and ${TOKEN.split(':')[1]}`]) {
      const text = describeBotError(error, TOKEN);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(TOKEN.split(':')[1]);
    }
    expect(describeBotError(network, TOKEN)).toContain('/bot[bot token]/sendMessage');
  });
});
