import 'server-only';
import { getDb } from '@/lib/db/client';
import { gatedRead } from '@/lib/db/gate';
import { buildSwapView } from './public-view';
import { refreshSwap } from './refresh';
import { findSwapRow, swapHistory, type SwapRow } from './rows';
import type { SwapView } from './contract';

/** A status page read refreshes a live swap inline when its last check is older than this. */
export const INLINE_REFRESH_AFTER_MS = 5_000;
export const INLINE_REFRESH_TIMEOUT_MS = 3_000;

function isStale(row: SwapRow): boolean {
  // Polled until it is over: a final status in its grace (see apply.ts) is still asked about.
  if (row.phase !== 'created' || row.nextCheckAt === null) return false;
  const last = row.lastCheckedAt?.getTime() ?? 0;
  return Date.now() - last > INLINE_REFRESH_AFTER_MS;
}

type Through = <T>(read: () => Promise<T>) => Promise<T>;

async function loadView(id: string, refresh: boolean, through: Through): Promise<SwapView | null> {
  const db = await getDb();
  // One pass for the usual case: the row and its history together.
  const read = await through(async () => {
    const row = await findSwapRow(db, id);
    if (!row || row.phase !== 'created') return null;
    if (refresh && isStale(row)) return { row, history: null };
    return { row, history: await swapHistory(db, id) };
  });
  if (!read) return null;
  if (read.history) return buildSwapView(read.row, read.history);
  const row = (await refreshSwap(id, { timeoutMs: INLINE_REFRESH_TIMEOUT_MS })) ?? read.row;
  return buildSwapView(row, await through(() => swapHistory(db, id)));
}

/**
 * The public read (GET /api/v1/swaps/{id}): the swap with this (normalised) ID, or null when
 * there is none or it was never created. A live swap not checked for a few seconds is refreshed
 * from the provider first, so status pages move even where no background jobs run; a slow or
 * failing provider only means older data.
 *
 * Its queries wait in the database's read queue (lib/db/gate.ts): when that is full, or the wait
 * too long, this throws DatabaseBusyError, answered 503 with Retry-After. The refresh, which
 * waits on a provider, runs outside the queue.
 */
export function readSwapView(id: string): Promise<SwapView | null> {
  return loadView(id, true, gatedRead);
}

/** The swap's view as stored, right after this request changed it (creation, simulation). */
export function getSwapView(id: string): Promise<SwapView | null> {
  return loadView(id, false, (read) => read());
}
