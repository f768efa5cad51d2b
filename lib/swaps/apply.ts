import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { swapEvents, swaps } from '@/lib/db/schema';
import type { ProviderSwap } from '@/lib/providers/exchange/contract';
import { recordPartnerCommission } from '@/lib/partner-earnings/ledger';
import { queueSwapStatusBotMessages } from './bot-notify';
import { enqueueSwapEmail } from './email-outbox';
import { queueSwapStatusWebhook } from './partner-webhook';
import { nextCheckDelay, rowStatus, type SwapRow } from './rows';
import { isTerminal } from './status';

// What one answer of provider.getSwap changes: the row, a history entry when the status moved
// (and the partner's webhook, ./partner-webhook.ts, and the bot's subscribed chats,
// ./bot-notify.ts), and the "your swap is done" email once it is over. All in one transaction.

/**
 * Whether a final-looking status may still move: the vendor said so (ProviderSwap.graceMs: an
 * 'overdue' swap that still takes a late deposit, a refund being sent) and the grace, counted from
 * when the status appeared, is not over. Such a swap is shown as it is but kept polled, and its
 * "swap ended" e-mail waits for the end.
 */
function inGrace(row: SwapRow, answer: ProviderSwap, changed: boolean, now: Date): boolean {
  if (answer.graceMs === undefined) return false;
  const since = changed ? now.getTime() : row.updatedAt.getTime();
  return now.getTime() - since < answer.graceMs;
}

export async function applyProviderSwap(
  db: Db,
  row: SwapRow,
  owner: string,
  answer: ProviderSwap,
): Promise<SwapRow | null> {
  const now = new Date();
  const changed = answer.status !== rowStatus(row);
  const terminal = isTerminal(answer.status) && !inGrace(row, answer, changed, now);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(swaps)
      .set({
        status: answer.status,
        providerStatus: answer.providerStatus,
        amountFrom: answer.amountFrom || row.amountFrom,
        amountTo: answer.amountTo || row.amountTo,
        depositHash: answer.depositHash ?? row.depositHash,
        payoutHash: answer.payoutHash ?? row.payoutHash,
        expiresAt: answer.expiresAt ? new Date(answer.expiresAt) : row.expiresAt,
        lastCheckedAt: now,
        nextCheckAt: terminal ? null : new Date(now.getTime() + nextCheckDelay(row, changed)),
        checkFailures: 0,
        lastError: null,
        leaseOwner: null,
        leaseUntil: null,
        ...(changed ? { updatedAt: now } : {}),
      })
      .where(and(eq(swaps.id, row.id), eq(swaps.leaseOwner, owner)))
      .returning();
    if (!updated) return null;
    if (changed) {
      await tx.insert(swapEvents).values({
        swapId: row.id,
        status: answer.status,
        providerStatus: answer.providerStatus,
        at: now,
      });
      // The swap's partner (if any, with a webhook URL) is told, in this same transaction.
      await queueSwapStatusWebhook(tx, updated, rowStatus(row));
    }
    // The bot's subscribed chats are told, and let go once the swap is over (./bot-notify.ts).
    if (changed || terminal) await queueSwapStatusBotMessages(tx, updated, terminal);
    // A swap still polled is not over yet: the status moved now, or its grace just ended.
    if (terminal && row.email) await enqueueSwapEmail(tx, 'swap_status', row.id);
    // The partner's commission: written once when it finished, voided when refunded or failed.
    if (changed) await recordPartnerCommission(tx, updated, now);
    return updated;
  });
}

/** A failed check: try again later, more slowly, and keep the reason for support. */
export async function recordCheckFailure(
  db: Db,
  row: SwapRow,
  owner: string,
  error: string,
): Promise<void> {
  const now = new Date();
  await db
    .update(swaps)
    .set({
      lastCheckedAt: now,
      nextCheckAt: new Date(now.getTime() + nextCheckDelay(row, false)),
      checkFailures: row.checkFailures + 1,
      lastError: error,
      leaseOwner: null,
      leaseUntil: null,
    })
    .where(and(eq(swaps.id, row.id), eq(swaps.leaseOwner, owner)));
}
