import 'server-only';
import { getDb } from '@/lib/db/client';
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

/**
 * The swap with this (normalised) ID, or null when there is none or it was never created. A
 * live swap not checked for a few seconds is refreshed from the provider first, so status pages
 * move even where no background jobs run; a slow or failing provider only means older data.
 */
export async function getSwapView(
  id: string,
  options: { refresh?: boolean } = {},
): Promise<SwapView | null> {
  const db = await getDb();
  let row = await findSwapRow(db, id);
  if (!row || row.phase !== 'created') return null;
  if (options.refresh !== false && isStale(row)) {
    row = (await refreshSwap(id, { timeoutMs: INLINE_REFRESH_TIMEOUT_MS })) ?? row;
  }
  return buildSwapView(row, await swapHistory(db, id));
}
