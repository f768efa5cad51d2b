import 'server-only';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, swaps } from '@/lib/db/schema';
import { log } from '@/lib/log';

/** An intent this old was left by a process that died between writing it and the result. */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;

/**
 * Marks swaps stuck in phase 'creating' as failed ('interrupted'), unless a retry with the same
 * Idempotency-Key holds the key's lock right now and is running the creation again. A later
 * retry with that key still re-runs the creation for the same row.
 */
export async function recoverInterruptedCreations(): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(Date.now() - INTERRUPTED_AFTER_MS);
  const retrying = db
    .select({ one: sql`1` })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.swapId, swaps.id),
        sql`${idempotencyKeys.lockedUntil} > now()`,
        sql`${idempotencyKeys.responseStatus} is null`,
      ),
    );
  const recovered = await db
    .update(swaps)
    .set({ phase: 'failed_to_create', lastError: 'interrupted', leaseOwner: null })
    .where(and(eq(swaps.phase, 'creating'), lt(swaps.updatedAt, cutoff), notExists(retrying)))
    .returning({ id: swaps.id });
  if (recovered.length > 0) {
    log.warn('swaps: interrupted creations marked as failed', {
      swapIds: recovered.map((row) => row.id),
    });
  }
  return recovered.length;
}
