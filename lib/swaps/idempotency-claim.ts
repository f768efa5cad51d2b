import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idempotencyKeys, swaps } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { newSwapId } from './public-id';

// The database side of an Idempotency-Key: claiming it (with a fresh, unused Swap ID), taking
// over a dead claim, and storing the answer, which only the current claimant may do.

/** Longer than a provider's create call may take (lib/swaps/create.ts). */
export const LOCK_MS = 45_000;
/** Answers a retry with the same key runs again instead of replaying (nothing was decided). */
export const RETRYABLE_STATUSES = [500, 503];
/** 60 random bits collide about never; a few draws make a repeat collision impossible in practice. */
const SWAP_ID_DRAWS = 5;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** `attempt` identifies this claimant: store() writes only while it still holds the key. */
export type Claim = { won: true; swapId: string; attempt: string } | { won: false };

/** Draws new Swap IDs; tests put a generator that forces a collision in its place. */
export const swapIdGenerator = processSingleton('swap-id-generator', () => newSwapId);

const swapIdInUse = async (db: Db, id: string) =>
  (await db.select({ id: swaps.id }).from(swaps).where(eq(swaps.id, id))).length > 0;

/**
 * Inserts the key with a Swap ID no swap and no other key has. Old swaps outlive their keys, so
 * the swaps table is checked too; two claims drawing the same new ID meet the unique index on
 * idempotency_keys.swap_id. Returns false when the key itself already exists.
 */
async function insertClaim(db: Db, key: string, requestHash: string, attempt: string) {
  for (let draw = 0; draw < SWAP_ID_DRAWS; draw += 1) {
    const swapId = swapIdGenerator()();
    if (await swapIdInUse(db, swapId)) {
      log.warn('swaps: a new Swap ID collided with an existing swap; drawing another');
      continue;
    }
    const lockedUntil = new Date(Date.now() + LOCK_MS);
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash, swapId, lockedUntil, attempt })
      .onConflictDoNothing()
      .returning({ swapId: idempotencyKeys.swapId });
    if (inserted?.swapId) return inserted.swapId;
    const [existing] = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    if (existing) return null;
    log.warn('swaps: a new Swap ID collided with another claim; drawing another');
  }
  throw new Error(`no unused Swap ID in ${SWAP_ID_DRAWS} draws`);
}

export async function claim(db: Db, key: string, requestHash: string): Promise<Claim> {
  const attempt = randomUUID();
  const swapId = await insertClaim(db, key, requestHash, attempt);
  if (swapId) return { won: true, swapId, attempt };
  // Take over an attempt whose owner died (lock expired, no answer) or whose answer was a
  // transient failure; the same swap row is used again.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({
      lockedUntil: new Date(Date.now() + LOCK_MS),
      attempt,
      responseStatus: null,
      responseBody: null,
    })
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        lt(idempotencyKeys.lockedUntil, sql`now()`),
        sql`(${isNull(idempotencyKeys.responseStatus)} or ${inArray(idempotencyKeys.responseStatus, RETRYABLE_STATUSES)})`,
      ),
    )
    .returning();
  return taken?.swapId ? { won: true, swapId: taken.swapId, attempt } : { won: false };
}

/**
 * Stores the answer if this attempt still owns the key; false when another attempt took it over
 * meanwhile (this one outlived its lock), whose answer then stands.
 */
export async function store(
  db: Db,
  key: string,
  attempt: string,
  answer: StoredAnswer,
): Promise<boolean> {
  const stored = await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseBody: JSON.stringify(answer.body),
      // A transient failure may be retried with this key at once.
      lockedUntil: RETRYABLE_STATUSES.includes(answer.status) ? new Date(0) : new Date(),
    })
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.attempt, attempt)))
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}
