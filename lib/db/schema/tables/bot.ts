import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The messaging bot (docs/bot.md): which chats follow which swap. A chat id is Telegram's number
// for a private chat (the person's own user id there) or a group; nothing else about the person
// is kept. Ended rows are deleted after 30 days (lib/startup/jobs.ts, via lib/bot).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const botSubscriptions = pgTable(
  'bot_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Telegram's chat id: up to 52 bits, negative for groups. */
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    swapId: text('swap_id').notNull(),
    /** One of the 14 locales: the language the chat's messages are written in. */
    locale: text('locale').notNull(),
    /** The status last told (or the one the swap had when the chat subscribed). */
    lastStatus: text('last_status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When it stopped: the swap reached a final status, /unsubscribe, or the chat blocked us. */
    endedAt: ts('ended_at'),
  },
  (table) => [
    // One live subscription per chat and swap; a chat may follow the swap again once it ended.
    uniqueIndex('bot_subscriptions_live_idx')
      .on(table.chatId, table.swapId)
      .where(sql`${table.endedAt} is null`),
    index('bot_subscriptions_swap_idx')
      .on(table.swapId)
      .where(sql`${table.endedAt} is null`),
  ],
);
