import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb, type Db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { claim, store, type StoredAnswer } from './idempotency-claim';

export { swapIdGenerator, type StoredAnswer } from './idempotency-claim';

// Idempotency-Key for POST /api/v1/swaps. The key is claimed in the database (INSERT ... ON
// CONFLICT DO NOTHING), so duplicates on any instance make one provider call; duplicates on the
// same instance share the winner's promise. The stored answer is replayed byte for byte.

export const WAIT_MS = 10_000;
const POLL_MS = 100;

export interface IdempotentAnswer extends StoredAnswer {
  replayed: boolean;
}

async function awaitAnswer(db: Db, key: string, requestHash: string): Promise<StoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (row && row.requestHash !== requestHash) {
      throw new ApiError('idempotency_conflict');
    }
    if (row?.responseStatus != null) {
      return {
        status: row.responseStatus,
        body: JSON.parse(row.responseBody ?? 'null') as unknown,
      };
    }
    if (Date.now() >= deadline) {
      throw new ApiError('idempotency_in_progress', { retryAfter: 2 });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface Flight {
  requestHash: string;
  promise: Promise<StoredAnswer>;
}

/** Creations running in this process, by Idempotency-Key: duplicates share the first one's. */
export const idempotentFlights = processSingleton(
  'idempotent-flights',
  () => new Map<string, Flight>(),
);

async function runOnce(
  key: string,
  requestHash: string,
  run: (swapId: string) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  const db = await getDb();
  const claimed = await claim(db, key, requestHash);
  if (!claimed.won) return { ...(await awaitAnswer(db, key, requestHash)), replayed: true };
  const answer = await run(claimed.swapId);
  if (await store(db, key, claimed.attempt, answer)) return { ...answer, replayed: false };
  // This attempt outlived its lock and another took the key over: that one's answer stands, so
  // this client gets it too rather than an answer nobody else will ever see.
  log.warn('swaps: a late idempotent answer was discarded', {
    swapId: claimed.swapId,
    status: answer.status,
  });
  return { ...(await awaitAnswer(db, key, requestHash)), replayed: true };
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
  const inFlight = idempotentFlights();
  const flight = inFlight.get(key);
  if (flight) {
    if (flight.requestHash !== requestHash) throw new ApiError('idempotency_conflict');
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
