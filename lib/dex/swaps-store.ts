import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Attribution } from '@/lib/api/auth';
import { getDb } from '@/lib/db/client';
import { dexSwaps, orders } from '@/lib/db/schema';
import { fromBaseUnits } from '@/lib/decimal';
import type { DexSwapRecord, DexToken } from './contract';
import type { DexTxReading } from './receipt';
import { checkRouter, type RouterCheck } from './routers';

// The rows of a recorded DEX swap: an `orders` row of kind 'dex' (its attribution, as a ramp
// checkout's: ADR 0021) and its `dex_swaps` row (the chain facts). The order's id is derived
// from the chain and hash, so recording the same transaction twice is one row, even when two
// requests race. The aggregator is the browser's word: the swap counts for it (and for the
// order's source and partner) only once the chain shows it confirmed at one of that aggregator's
// routers (`verified_at`, ./routers.ts); ./swap-counts.ts is how anything counts them.

export type DexSwapRow = typeof dexSwaps.$inferSelect;

export interface NewDexSwap {
  record: DexSwapRecord;
  from: DexToken;
  to: DexToken;
  sandbox: boolean;
  attribution: Attribution;
  reading: DexTxReading | null;
}

const orderIdOf = (chainId: number, txHash: string) => `dex:${chainId}:${txHash}`;

const UNCHECKED: RouterCheck = { txTo: null, routerVerified: null, verifiedAt: null };

export async function findDexSwap(chainId: number, txHash: string): Promise<DexSwapRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dexSwaps)
    .where(and(eq(dexSwaps.chainId, chainId), eq(dexSwaps.txHash, txHash)));
  return row ?? null;
}

/** A hash recorded on any chain (the first recorded, should two chains share one). */
export async function findDexSwapByHash(txHash: string): Promise<DexSwapRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dexSwaps)
    .where(eq(dexSwaps.txHash, txHash))
    .orderBy(asc(dexSwaps.recordedAt))
    .limit(1);
  return row ?? null;
}

/** Inserts the swap; null when that transaction was recorded already (nothing changes then). */
export async function insertDexSwap(swap: NewDexSwap): Promise<DexSwapRow | null> {
  const { record, from, to, attribution, reading } = swap;
  const id = orderIdOf(record.chainId, record.txHash);
  const check = reading ? checkRouter(record, reading, UNCHECKED) : UNCHECKED;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orders)
      .values({
        id,
        kind: 'dex',
        provider: record.aggregator,
        sandbox: swap.sandbox,
        side: 'swap',
        fromCode: from.symbol,
        toCode: to.symbol,
        amountFrom: fromBaseUnits(record.amountIn, from.decimals),
        method: 'wallet',
        source: attribution.source,
        partnerId: attribution.partnerId ?? null,
        keyId: attribution.keyId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted.length === 0) return null;
    const [row] = await tx
      .insert(dexSwaps)
      .values({
        orderId: id,
        chainId: record.chainId,
        txHash: record.txHash,
        aggregator: record.aggregator,
        fromAddress: from.address,
        fromSymbol: from.symbol,
        fromName: from.name,
        fromDecimals: from.decimals,
        toAddress: to.address,
        toSymbol: to.symbol,
        toName: to.name,
        toDecimals: to.decimals,
        amountIn: record.amountIn,
        amountOut: record.amountOut,
        minOut: record.minOut,
        taker: reading?.taker ?? null,
        nonce: reading?.nonce ?? null,
        state: reading && reading.state !== 'not_found' ? reading.state : 'pending',
        blockNumber: reading?.blockNumber ?? null,
        gasCostWei: reading?.gasCostWei ?? null,
        ...check,
      })
      .returning();
    return row ?? null;
  });
}

/** Stores what the chain said, when it says something new. */
export async function updateDexSwap(row: DexSwapRow, reading: DexTxReading): Promise<DexSwapRow> {
  // A recorded transaction is never not_found (./receipt.ts): the chain's word stands.
  if (reading.state === 'not_found') return row;
  const next = {
    state: reading.state,
    blockNumber: reading.blockNumber,
    gasCostWei: reading.gasCostWei,
    taker: reading.taker ?? row.taker,
    nonce: reading.nonce ?? row.nonce,
    ...checkRouter(row, reading, row),
  };
  // verifiedAt is kept as it was, so the same Date object compares equal.
  const same = (Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === row[key]);
  if (same) return row;
  const db = await getDb();
  const [updated] = await db
    .update(dexSwaps)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(dexSwaps.orderId, row.orderId))
    .returning();
  return updated ?? row;
}

/**
 * Up to `limit` swaps still to follow, recorded after `after` (if given), oldest first: the
 * pending ones, and confirmed ones whose router was never checked (recorded before migration
 * 0017), which cannot count until it is.
 */
export async function dexSwapsToFollow(limit: number, after?: Date): Promise<DexSwapRow[]> {
  const db = await getDb();
  const unchecked = and(eq(dexSwaps.state, 'confirmed'), isNull(dexSwaps.routerVerified));
  return db
    .select()
    .from(dexSwaps)
    .where(
      and(
        or(eq(dexSwaps.state, 'pending'), unchecked),
        after === undefined ? undefined : gt(dexSwaps.recordedAt, after),
      ),
    )
    .orderBy(asc(dexSwaps.recordedAt), asc(dexSwaps.orderId))
    .limit(limit);
}

/**
 * A dropped swap (never mined: replaced, cancelled or forgotten by the network) is kept this long
 * after the chain last told us something new of it, then deleted with its order: nothing moved,
 * so there is nothing to support or settle, as with a swap that could not be created
 * (lib/swaps/housekeeping.ts). The privacy policy's retention table says the same.
 */
export const DROPPED_DEX_SWAP_TTL_MS = 30 * 24 * 60 * 60_000;

/** Deletes the dropped swaps past DROPPED_DEX_SWAP_TTL_MS (their dex_swaps rows go with them). */
export async function cleanUpDroppedDexSwaps(now: number): Promise<void> {
  const db = await getDb();
  const dropped = db
    .select({ id: dexSwaps.orderId })
    .from(dexSwaps)
    .where(
      and(
        eq(dexSwaps.state, 'dropped'),
        lt(dexSwaps.updatedAt, new Date(now - DROPPED_DEX_SWAP_TTL_MS)),
      ),
    );
  await db.delete(orders).where(and(eq(orders.kind, 'dex'), inArray(orders.id, dropped)));
}
