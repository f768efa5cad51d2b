import 'server-only';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { botSubscriptions } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { SwapStatus } from '@/lib/swaps/status';

// Which chats follow which swap (docs/bot.md): written by /subscribe and the "Follow" button,
// read when a status moves (lib/swaps/bot-notify.ts), ended by /unsubscribe, by the swap's end
// or when the chat blocked the bot. Ended rows are deleted after RETENTION_DAYS.

/** Live subscriptions one chat may hold: a person follows a swap or two at a time. */
export const MAX_SUBSCRIPTIONS_PER_CHAT = 5;
export const RETENTION_DAYS = 30;

export type SubscribeOutcome = 'subscribed' | 'already' | 'too-many';

export async function subscribe(
  db: Db,
  subscription: { chatId: number; swapId: string; locale: Locale; status: SwapStatus },
): Promise<SubscribeOutcome> {
  const { chatId, swapId, locale, status } = subscription;
  return db.transaction(async (tx) => {
    const live = await tx
      .select({ swapId: botSubscriptions.swapId })
      .from(botSubscriptions)
      .where(and(eq(botSubscriptions.chatId, chatId), isNull(botSubscriptions.endedAt)));
    if (live.some((row) => row.swapId === swapId)) return 'already';
    if (live.length >= MAX_SUBSCRIPTIONS_PER_CHAT) return 'too-many';
    // Two taps at once: the unique index keeps one, the other is "already".
    const inserted = await tx
      .insert(botSubscriptions)
      .values({ chatId, swapId, locale, lastStatus: status })
      .onConflictDoNothing()
      .returning({ id: botSubscriptions.id });
    return inserted.length > 0 ? 'subscribed' : 'already';
  });
}

/** Ends the chat's live subscriptions (of one swap, or all); how many there were. */
export async function unsubscribe(db: Db, chatId: number, swapId?: string): Promise<number> {
  const ended = await db
    .update(botSubscriptions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(botSubscriptions.chatId, chatId),
        isNull(botSubscriptions.endedAt),
        swapId === undefined ? undefined : eq(botSubscriptions.swapId, swapId),
      ),
    )
    .returning({ id: botSubscriptions.id });
  return ended.length;
}

/** Deletes subscriptions ended more than RETENTION_DAYS ago (the hourly clean-up). */
export async function deleteEndedSubscriptions(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60_000);
  const deleted = await db
    .delete(botSubscriptions)
    .where(and(isNotNull(botSubscriptions.endedAt), lt(botSubscriptions.endedAt, before)))
    .returning({ id: botSubscriptions.id });
  return deleted.length;
}
