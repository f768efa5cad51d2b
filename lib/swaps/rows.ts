import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { swapEvents, swaps } from '@/lib/db/schema';
import type { SwapStatus } from './status';

export type SwapRow = typeof swaps.$inferSelect;
export type SwapEventRow = typeof swapEvents.$inferSelect;

export async function findSwapRow(db: Db, id: string): Promise<SwapRow | null> {
  const [row] = await db.select().from(swaps).where(eq(swaps.id, id)).limit(1);
  return row ?? null;
}

export async function swapHistory(db: Db, id: string): Promise<SwapEventRow[]> {
  return db
    .select()
    .from(swapEvents)
    .where(eq(swapEvents.swapId, id))
    .orderBy(asc(swapEvents.at), asc(swapEvents.id));
}

/** The row's status; only rows in phase 'created' have one. */
export function rowStatus(row: SwapRow): SwapStatus {
  return (row.status ?? 'waiting') as SwapStatus;
}

export const SANDBOX_CHECK_MS = 3_000;
export const FIRST_CHECK_MS = 10_000;
export const MAX_CHECK_MS = 10 * 60_000;

/**
 * When to ask the provider next: sandbox swaps every 3 s (they move in seconds); others 10 s
 * after a change, then doubling up to 10 minutes while nothing happens.
 */
export function nextCheckDelay(
  row: Pick<SwapRow, 'sandbox' | 'nextCheckAt' | 'lastCheckedAt'>,
  changed: boolean,
): number {
  if (row.sandbox) return SANDBOX_CHECK_MS;
  if (changed || !row.nextCheckAt || !row.lastCheckedAt) return FIRST_CHECK_MS;
  const previous = row.nextCheckAt.getTime() - row.lastCheckedAt.getTime();
  return Math.min(Math.max(FIRST_CHECK_MS, previous * 2), MAX_CHECK_MS);
}
