import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { swapEvents, swaps } from '@/lib/db/schema';
import type { ProviderSwap } from '@/lib/providers/exchange/types';
import { enqueueSwapEmail } from './email-outbox';
import { nextCheckDelay, rowStatus, type SwapRow } from './rows';
import { isTerminal } from './status';

// What one answer of provider.getSwap changes: the row, a history entry when the status moved,
// and the "your swap is done" email once it is over. All in one transaction.

export async function applyProviderSwap(
  db: Db,
  row: SwapRow,
  owner: string,
  answer: ProviderSwap,
): Promise<SwapRow | null> {
  const now = new Date();
  const changed = answer.status !== rowStatus(row);
  const terminal = isTerminal(answer.status);
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
      if (terminal && row.email) await enqueueSwapEmail(tx, 'swap_status', row.id);
    }
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
