import 'server-only';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, swaps } from '@/lib/db/schema';

/** Idempotency-Keys are honoured for a day, as clients retry within minutes, not weeks. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * Swaps that were never created hold an email and addresses but no funds: kept a month for
 * support, like sent emails, then deleted.
 */
export const FAILED_SWAP_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes Idempotency-Keys past their day (answered, or claims nobody answered) and swaps that
 * failed to be created a month ago.
 */
export async function cleanUpSwaps(now: number): Promise<void> {
  const db = await getDb();
  const keyCutoff = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, keyCutoff),
        or(isNotNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.lockedUntil, keyCutoff)),
      ),
    );
  await db
    .delete(swaps)
    .where(
      and(
        eq(swaps.phase, 'failed_to_create'),
        lt(swaps.updatedAt, new Date(now - FAILED_SWAP_TTL_MS)),
      ),
    );
}
