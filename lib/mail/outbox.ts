import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

// Work that must happen after a transaction commits (emails), written in that transaction so it
// is never lost and never sent for a change that was rolled back.

export type OutboxKind = 'swap_created' | 'swap_status';

export interface OutboxPayload {
  swapId: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Queues one email. A swap gets at most one email of each kind, ever (unique index on swap and
 * kind): a second one is silently not queued, so no loop of status changes can mail-bomb.
 */
export async function enqueueOutbox(
  db: Db,
  kind: OutboxKind,
  payload: OutboxPayload,
): Promise<void> {
  await db.insert(outbox).values({ kind, payload, swapId: payload.swapId }).onConflictDoNothing();
}
