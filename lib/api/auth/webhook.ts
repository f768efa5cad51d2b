import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '../../env';
import { keyCaller, unauthorized, verifySecretKey } from './keys';
import type { AuthStrategy, Caller } from './strategy';

/** The header a webhook sender puts its secret in (senders cannot all set Authorization). */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

/**
 * The header Telegram puts the webhook's `secret_token` in (setWebhook, docs/bot.md). Telegram
 * sets no other header of ours, and signs nothing: this secret is the whole check.
 */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The messaging bot's sender: one bucket for Telegram as a whole; chats are counted by the bot. */
export const TELEGRAM_SENDER = 'telegram';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Telegram's update, when its header carries TELEGRAM_WEBHOOK_SECRET. Both sides are hashed
 * first, so the comparison takes the same time whatever the lengths and wherever they differ;
 * with no secret configured every such request is refused (grammY's own adapter would accept
 * every request without one).
 */
function telegramCaller(secret: string): Caller {
  const expected = env().TELEGRAM_WEBHOOK_SECRET;
  const matches = timingSafeEqual(sha256(secret), sha256(expected ?? ''));
  if (expected === undefined || !matches) throw unauthorized();
  const name = `webhook:${TELEGRAM_SENDER}`;
  return { strategy: 'webhook', buckets: [{ key: name, scale: 1 }], browser: false, scope: name };
}

/**
 * A sender of webhooks with its secret, counted by sender: a provider's callbacks
 * (`X-Webhook-Secret: sl_wh_<id>_<secret>`, a key of the key store), or Telegram delivering the
 * bot's updates (`X-Telegram-Bot-Api-Secret-Token`, the configured secret). Not a browser:
 * routes declare `origin: 'any'`.
 */
export const webhookStrategy: AuthStrategy = {
  name: 'webhook',
  async identify(request) {
    const telegram = request.headers.get(TELEGRAM_SECRET_HEADER);
    if (telegram !== null) return telegramCaller(telegram);
    const key = await verifySecretKey('webhook', request.headers.get(WEBHOOK_SECRET_HEADER));
    return keyCaller('webhook', key, { namespace: 'webhook' });
  },
  securityScheme: {
    id: 'webhook',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Webhook-Secret',
      description: "A webhook sender's secret, sl_wh_<id>_<secret>.",
    },
  },
};
