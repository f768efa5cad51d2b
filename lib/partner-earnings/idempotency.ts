import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import type { IdempotentRunner, JsonAnswer } from '@/lib/api/idempotency';
import { getDb, type Db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { newPayoutId } from './payouts';

// Idempotency-Key for POST /api/v1/partner/payouts, kept in the database like the swaps' (the
// same table, under a "payout:" prefix, with no Swap ID): a retried request, on any instance, is
// answered the first answer, refusals included, and asks for no second payout. The kit has
// already put the key in the calling key's own namespace (security review L8f).

const PREFIX = 'payout:';
const LOCK_MS = 30_000;
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** Nothing was decided: the next request with the key runs again. */
const RETRYABLE = new Set([500, 503]);

async function storedAnswer(db: Db, key: string, requestHash: string): Promise<JsonAnswer | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new ApiError('idempotency_conflict');
  if (row.responseStatus === null) return null;
  return { status: row.responseStatus, body: JSON.parse(row.responseBody ?? 'null') as unknown };
}

export const payoutIdempotency: IdempotentRunner = async (sentKey, requestHash, work) => {
  const db = await getDb();
  const key = `${PREFIX}${sentKey}`;
  const attempt = randomUUID();
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash, lockedUntil: new Date(Date.now() + LOCK_MS), attempt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const answer = await storedAnswer(db, key, requestHash);
      if (answer) return { ...answer, replayed: true };
      if (Date.now() >= deadline) throw new ApiError('idempotency_in_progress', { retryAfter: 2 });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  let answer: JsonAnswer;
  try {
    answer = await work(newPayoutId());
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    throw error;
  }
  if (RETRYABLE.has(answer.status)) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  } else {
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: JSON.stringify(answer.body) })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.attempt, attempt)));
  }
  return { ...answer, replayed: false };
};
