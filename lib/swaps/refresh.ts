import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { swaps } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { getProvider } from '@/lib/rates/providers';
import { applyProviderSwap, recordCheckFailure } from './apply';
import { describeError } from './errors';
import type { SwapRow } from './rows';

// The status refresher: asks providers about live swaps until they end. Safe with several
// instances: each claims due rows with a lease (FOR UPDATE SKIP LOCKED), so no swap is asked
// twice at once and a crashed instance's claims expire.

export const LEASE_MS = 60_000;
export const REFRESH_BATCH = 25;

const leaseUntil = () => new Date(Date.now() + LEASE_MS);
const leaseFree = or(isNull(swaps.leaseUntil), lt(swaps.leaseUntil, sql`now()`));

async function claimDue(db: Db, owner: string, limit: number): Promise<SwapRow[]> {
  const due = sql`(select ${swaps.id} from ${swaps}
    where ${swaps.phase} = 'created' and ${swaps.nextCheckAt} is not null
      and ${swaps.nextCheckAt} <= now()
      and (${swaps.leaseUntil} is null or ${swaps.leaseUntil} < now())
    order by ${swaps.nextCheckAt} limit ${limit} for update skip locked)`;
  return db
    .update(swaps)
    .set({ leaseOwner: owner, leaseUntil: leaseUntil() })
    .where(inArray(swaps.id, due))
    .returning();
}

async function check(db: Db, row: SwapRow, owner: string, timeoutMs: number) {
  const provider = getProvider(row.provider);
  try {
    if (!provider) throw new Error(`provider ${row.provider} is not configured`);
    if (!row.providerSwapId) throw new Error('no provider swap id');
    const answer = await provider.getSwap(row.providerSwapId, AbortSignal.timeout(timeoutMs));
    return await applyProviderSwap(db, row, owner, answer);
  } catch (error) {
    log.warn('swaps: status check failed', { swapId: row.id, error: describeError(error) });
    await recordCheckFailure(db, row, owner, describeError(error));
    return null;
  }
}

/** One refresher pass: checks the swaps that are due; returns how many were checked. */
export async function refreshDueSwaps(limit = REFRESH_BATCH): Promise<number> {
  const db = await getDb();
  const owner = randomUUID();
  const rows = await claimDue(db, owner, limit);
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  await Promise.all(rows.map((row) => check(db, row, owner, timeoutMs)));
  return rows.length;
}

/**
 * Checks one live swap now unless another instance is already doing so. Returns the updated row,
 * or null when it was not checked (not live, leased elsewhere, provider failed).
 */
export async function refreshSwap(
  id: string,
  options: { timeoutMs: number },
): Promise<SwapRow | null> {
  const db = await getDb();
  const owner = randomUUID();
  const [row] = await db
    .update(swaps)
    .set({ leaseOwner: owner, leaseUntil: leaseUntil() })
    .where(
      and(eq(swaps.id, id), eq(swaps.phase, 'created'), isNotNull(swaps.nextCheckAt), leaseFree),
    )
    .returning();
  if (!row) return null;
  return check(db, row, owner, options.timeoutMs);
}
