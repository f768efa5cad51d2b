import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb, type Db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { newSwapId } from './public-id';

export { hashRequest, IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency-request';

// Idempotency-Key for POST /api/v1/swaps. The key is claimed in the database (INSERT ... ON
// CONFLICT DO NOTHING), so duplicates on any instance make one provider call; duplicates on the
// same instance share the winner's promise. The stored answer is replayed byte for byte.

/** Longer than a provider's create call may take (lib/swaps/create.ts). */
export const LOCK_MS = 45_000;
export const WAIT_MS = 10_000;
const POLL_MS = 100;
/** Answers a retry with the same key runs again instead of replaying (nothing was decided). */
const RETRYABLE_STATUSES = [500, 503];

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentAnswer extends StoredAnswer {
  replayed: boolean;
}

type Claim = { won: true; swapId: string } | { won: false };

async function claim(db: Db, key: string, requestHash: string): Promise<Claim> {
  const lockedUntil = new Date(Date.now() + LOCK_MS);
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash, swapId: newSwapId(), lockedUntil })
    .onConflictDoNothing()
    .returning();
  if (inserted?.swapId) return { won: true, swapId: inserted.swapId };
  // Take over an attempt whose owner died (lock expired, no answer) or whose answer was a
  // transient failure; the same swap row is used again.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ lockedUntil, responseStatus: null, responseBody: null })
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        lt(idempotencyKeys.lockedUntil, sql`now()`),
        sql`(${isNull(idempotencyKeys.responseStatus)} or ${inArray(idempotencyKeys.responseStatus, RETRYABLE_STATUSES)})`,
      ),
    )
    .returning();
  return taken?.swapId ? { won: true, swapId: taken.swapId } : { won: false };
}

async function store(db: Db, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseBody: JSON.stringify(answer.body),
      // A transient failure may be retried with this key at once.
      lockedUntil: RETRYABLE_STATUSES.includes(answer.status) ? new Date(0) : new Date(),
    })
    .where(eq(idempotencyKeys.key, key));
}

async function awaitAnswer(db: Db, key: string, requestHash: string): Promise<StoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (row && row.requestHash !== requestHash) {
      throw new ApiError(422, 'idempotency_conflict');
    }
    if (row?.responseStatus != null) {
      return {
        status: row.responseStatus,
        body: JSON.parse(row.responseBody ?? 'null') as unknown,
      };
    }
    if (Date.now() >= deadline) {
      throw new ApiError(409, 'idempotency_in_progress', { retryAfter: 2 });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface Flight {
  requestHash: string;
  promise: Promise<StoredAnswer>;
}

const globalState = globalThis as typeof globalThis & {
  __swaplensIdempotency?: Map<string, Flight>;
};
const inFlight = (globalState.__swaplensIdempotency ??= new Map());

async function runOnce(
  key: string,
  requestHash: string,
  run: (swapId: string) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  const db = await getDb();
  const claimed = await claim(db, key, requestHash);
  if (!claimed.won) return { ...(await awaitAnswer(db, key, requestHash)), replayed: true };
  const answer = await run(claimed.swapId);
  await store(db, key, answer);
  return { ...answer, replayed: false };
}

/**
 * Runs `run` once per key: the first request does the work, every duplicate (here or on another
 * instance) gets the same status and body with `replayed: true`. A different body under a used
 * key is 422 idempotency_conflict; a winner still working after ~10 s is 409 in progress.
 */
export async function withIdempotency(
  key: string,
  requestHash: string,
  run: (swapId: string) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  const flight = inFlight.get(key);
  if (flight) {
    if (flight.requestHash !== requestHash) throw new ApiError(422, 'idempotency_conflict');
    return { ...(await flight.promise), replayed: true };
  }
  const promise = runOnce(key, requestHash, run);
  inFlight.set(key, { requestHash, promise });
  try {
    return await promise;
  } finally {
    inFlight.delete(key);
  }
}
