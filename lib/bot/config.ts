import 'server-only';
import { env } from '@/lib/env';

// The bot's configuration (docs/bot.md): its token, the webhook's secret and where the Bot API
// is. The token is a password to the whole bot: it is read here and passed to grammY only, and
// every error the bot logs goes through redactToken first.

export const TELEGRAM_API_ROOT = 'https://api.telegram.org';

export interface BotConfig {
  token: string;
  webhookSecret: string;
  apiRoot: string;
}

/** The bot's configuration, or null when it is not set up (its route then refuses every update). */
export function botConfig(): BotConfig | null {
  const { TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET, TELEGRAM_API_ROOT: root } = env();
  if (TELEGRAM_BOT_TOKEN === undefined || TELEGRAM_WEBHOOK_SECRET === undefined) return null;
  return {
    token: TELEGRAM_BOT_TOKEN,
    webhookSecret: TELEGRAM_WEBHOOK_SECRET,
    apiRoot: (root ?? TELEGRAM_API_ROOT).replace(/\/+$/, ''),
  };
}

/** `text` with the token (and its secret half, should it appear alone) replaced by a marker. */
export function redactToken(text: string, token: string): string {
  const secret = token.slice(token.indexOf(':') + 1);
  return text.replaceAll(token, '[bot token]').replaceAll(secret, '[bot token]');
}
