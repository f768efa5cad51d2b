import 'server-only';
import { getDb } from '@/lib/db/client';
import { registerOutboxKind, type OutboxKindOn } from '@/lib/mail/outbox';
import { BOT_SWAP_STATUS_KIND, botSwapStatusPayloadSchema } from '@/lib/swaps/bot-notify';
import { botConfig } from './config';
import { botLocale } from './locale';
import { statusChangedReply } from './replies';
import { unsubscribe } from './subscriptions';
import { deliverToChat } from './telegram';
import { botTranslator } from './text';

// The status messages of subscribed chats on the outbox's bot channel: queued by the swap
// engine when a status moves (lib/swaps/bot-notify.ts), written here at delivery in the chat's
// language and sent through the Bot API (./telegram.ts: a blocked chat is dropped and its
// subscriptions ended; a 429 waits as long as Telegram asks).

const swapStatusKind: OutboxKindOn<'bot'> = {
  channel: 'bot',
  async prepare(payload) {
    const config = botConfig();
    if (!config) return { skip: 'the bot is not configured' };
    const change = botSwapStatusPayloadSchema.parse(payload);
    const locale = botLocale(change.locale);
    const reply = statusChangedReply(await botTranslator(locale), locale, change);
    return {
      chatId: change.chatId,
      send: (signal) =>
        deliverToChat(config, change.chatId, reply, signal, async () => {
          await unsubscribe(await getDb(), change.chatId);
        }),
    };
  },
};

/** Lets the outbox deliver the bot's messages (called by lib/startup). */
export function registerBotMessages(): void {
  registerOutboxKind(BOT_SWAP_STATUS_KIND, swapStatusKind);
}
