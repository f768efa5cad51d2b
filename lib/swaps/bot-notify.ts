import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { botSubscriptions } from '@/lib/db/schema';
import { enqueueOutbox } from '@/lib/mail/outbox';
import { rowStatus, type SwapRow } from './rows';
import { SWAP_STATUSES } from './status';

// The messaging bot's subscribers of a swap (lib/bot keeps the subscriptions): each live one is
// queued a message on the outbox's bot channel when the swap's status moves, in the transaction
// that records the move (./apply.ts), and ended when the swap is over. The bot domain writes
// and sends the message (it imports this domain, so the queueing is here, as for the partner
// webhooks, ./partner-webhook.ts).

/** The outbox kind of a status message to one chat (registered by lib/bot). */
export const BOT_SWAP_STATUS_KIND = 'bot_swap_status';

export const botSwapStatusPayloadSchema = z.object({
  chatId: z.number().int(),
  swapId: z.string(),
  status: z.enum(SWAP_STATUSES),
  locale: z.string(),
  from: z.string(),
  to: z.string(),
  sandbox: z.boolean(),
  /** The swap is over: this is the chat's last message about it. */
  final: z.boolean(),
});
export type BotSwapStatusPayload = z.infer<typeof botSwapStatusPayloadSchema>;

/**
 * Queues one message per live subscription whose chat has not been told this status, and ends
 * every subscription of a swap that is over (`final`: no more checks will follow). One message
 * per chat, swap and status, ever (the outbox's subject), whatever a provider reports.
 */
export async function queueSwapStatusBotMessages(
  tx: Db,
  row: SwapRow,
  final: boolean,
): Promise<void> {
  const status = rowStatus(row);
  const live = await tx
    .select()
    .from(botSubscriptions)
    .where(and(eq(botSubscriptions.swapId, row.id), isNull(botSubscriptions.endedAt)));
  for (const subscription of live) {
    if (subscription.lastStatus !== status) {
      const payload: BotSwapStatusPayload = {
        chatId: subscription.chatId,
        swapId: row.id,
        status,
        locale: subscription.locale,
        from: row.fromCode,
        to: row.toCode,
        sandbox: row.sandbox,
        final,
      };
      await enqueueOutbox(tx, {
        channel: 'bot',
        kind: BOT_SWAP_STATUS_KIND,
        payload,
        subject: `bot:${subscription.chatId}:${row.id}:${status}`,
      });
    }
    await tx
      .update(botSubscriptions)
      .set({ lastStatus: status, ...(final ? { endedAt: new Date() } : {}) })
      .where(eq(botSubscriptions.id, subscription.id));
  }
}
