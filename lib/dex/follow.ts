import 'server-only';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { readDexTx } from './receipt';
import { dexSwapsToFollow, updateDexSwap } from './swaps-store';

// The server follows every recorded swap to its end, not only while a status page asks: the
// visitor's tab may close as soon as the wallet has broadcast, and a swap counts for its
// aggregator only once the chain shows it confirmed at one of its routers (./routers.ts). A
// pending swap ends confirmed, reverted or dropped (its nonce used by another transaction, or
// unknown to the node past DEX_UNKNOWN_BOUND_MS), so few are pending at a time; one that waits in
// the mempool for long is read again each round of the cursor, which walks all of them in turns
// rather than the oldest batch alone. Confirmed swaps recorded before the router check existed
// (migration 0017) are read once more, so that they count if they went through the router.
// Safe on several instances: a write stores the chain's word.

export const DEX_FOLLOW_INTERVAL_MS = 30_000;
const BATCH = 50;

const cursor = processSingleton('dex-follow-cursor', () => ({
  after: undefined as Date | undefined,
}));

/** Reads the next batch of swaps to follow on their chains and stores what changed. */
export async function followPendingDexSwaps(now: Date = new Date()): Promise<number> {
  const state = cursor();
  const rows = await dexSwapsToFollow(BATCH, state.after);
  // A short batch reached the newest: the next round starts again from the oldest.
  state.after = rows.length === BATCH ? rows.at(-1)!.recordedAt : undefined;
  let changed = 0;
  // A chain whose node fails is not asked again this round (readDexTx has logged it).
  const failed = new Set<number>();
  for (const row of rows) {
    if (failed.has(row.chainId)) continue;
    const recorded = { taker: row.taker, nonce: row.nonce, recordedAt: row.recordedAt };
    const reading = await readDexTx(row.chainId, row.txHash, recorded, now).catch(() => null);
    if (!reading) failed.add(row.chainId);
    else if ((await updateDexSwap(row, reading)) !== row) changed += 1;
  }
  return changed;
}

/** Tests: start the next round from the oldest swap to follow. */
export function resetDexFollowForTests(): void {
  cursor().after = undefined;
}
