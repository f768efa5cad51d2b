import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { handleTelegramUpdate, telegramEnvelopeSchema } from '@/lib/bot';

export const dynamic = 'force-dynamic';

/**
 * How long Telegram waits for this answer before it counts the delivery as failed and sends the
 * update again: the bot answers first (a /rate asks every provider, within OFFERS_DEADLINE_MS),
 * and after this the answer goes out anyway while the bot finishes (docs/bot.md).
 */
const ANSWER_WITHIN_MS = 9_000;

// POST /api/bot/telegram – the Telegram bot's webhook (docs/bot.md). The webhook caller checks
// X-Telegram-Bot-Api-Secret-Token in constant time (401 without it); every update it lets in is
// answered 200, handled or ignored, so Telegram never redelivers one the bot has seen.
export const POST = route(
  {
    method: 'POST',
    auth: 'webhook',
    rateLimit: RATE_LIMITS.botWebhook,
    origin: 'any',
    body: telegramEnvelopeSchema,
    maxBytes: BODY_LIMITS.botUpdate,
  },
  async ({ body }) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS);
    });
    const outcome = await Promise.race([handleTelegramUpdate(body), deadline]);
    clearTimeout(timer);
    return jsonResponse({ ok: true, outcome }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
