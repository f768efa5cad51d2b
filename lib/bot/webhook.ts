import 'server-only';
import type { Update } from 'grammy/types';
import { RATE_LIMITS } from '@/lib/api/limits';
import { getRateLimiter } from '@/lib/api/rate-limit';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { telegramBot } from './bot';
import { botConfig } from './config';
import { botLocale } from './locale';
import { botApi, describeBotError } from './telegram';
import { botTranslator } from './text';
import { chatOf, telegramUpdateSchema, type TelegramUpdate } from './update';

// One update from Telegram's webhook (app/api/bot/telegram/route.ts, which has checked the
// secret): read the part the bot uses, count it against its chat's limit, skip a redelivery,
// and hand it to the bot. Nothing here throws: Telegram redelivers whatever it was not answered
// 2xx, and an update the bot cannot handle would come back again and again.

/** Update ids seen lately: Telegram redelivers an update whose answer it did not get. */
const RECENT_UPDATES = 1_000;
const recentUpdates = processSingleton('bot-recent-updates', () => new Set<number>());

function firstDelivery(updateId: number): boolean {
  const seen = recentUpdates();
  if (seen.has(updateId)) return false;
  seen.add(updateId);
  // A Set iterates in insertion order: the oldest goes first.
  if (seen.size > RECENT_UPDATES) seen.delete(seen.values().next().value!);
  return true;
}

/**
 * Counts the update against its chat's limit (RATE_LIMITS.botChat). The first one over the
 * limit in a window is told to slow down; later ones are dropped without an answer, so a flood
 * costs one message at most.
 */
async function withinChatLimit(update: TelegramUpdate, chatId: number): Promise<boolean> {
  const rule = RATE_LIMITS.botChat;
  const hit = await getRateLimiter().hit(`${rule.name}:${chatId}`, rule.limit, rule.windowMs);
  if (hit.allowed) return true;
  if (hit.count === rule.limit + 1) {
    const from = 'message' in update ? update.message.from : update.callback_query.from;
    const t = await botTranslator(botLocale(from?.language_code));
    const config = botConfig();
    if (config) await botApi(config).sendMessage(chatId, t('slowDown'));
  }
  return false;
}

export type UpdateOutcome = 'handled' | 'ignored' | 'limited' | 'repeated';

/** Handles one update the webhook received; never throws. */
export async function handleTelegramUpdate(body: unknown): Promise<UpdateOutcome> {
  const config = botConfig();
  const parsed = telegramUpdateSchema.safeParse(body);
  if (!config || !parsed.success) return 'ignored';
  const update = parsed.data;
  const chatId = chatOf(update);
  if (chatId === null) return 'ignored';
  try {
    if (!firstDelivery(update.update_id)) return 'repeated';
    if (!(await withinChatLimit(update, chatId))) return 'limited';
    const bot = await telegramBot(config);
    // The parsed subset: grammY reads no field the schema dropped.
    await bot.handleUpdate(update as unknown as Update);
    return 'handled';
  } catch (error) {
    log.warn('bot: an update could not be handled', {
      updateId: update.update_id,
      error: describeBotError(error, config.token),
    });
    return 'ignored';
  }
}
