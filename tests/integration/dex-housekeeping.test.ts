import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dexSwaps, orders } from '@/lib/db/schema';
import { DROPPED_DEX_SWAP_TTL_MS } from '@/lib/dex/swaps-store';
import { cleanUpOldRows } from '@/lib/startup/jobs';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The housekeeping of recorded DEX swaps: a dropped one (nothing moved on chain) is deleted 30
// days after the chain last told us something of it, with its order; every other state is kept
// (support, and the aggregators' and partners' counts), as the privacy policy says.

const DAY = 24 * 60 * 60_000;

describe.for(dbTargets())('DEX swap housekeeping on $name', (target) => {
  const database = useTestDatabase(target);

  async function swap(
    n: number,
    state: 'pending' | 'confirmed' | 'reverted' | 'dropped',
    updatedAt: Date,
  ) {
    const { db } = database();
    const txHash = `0x${n.toString(16).padStart(64, '0')}`;
    const id = `dex:1:${txHash}`;
    await db.insert(orders).values({
      id,
      kind: 'dex',
      provider: 'sandbox-delta',
      sandbox: true,
      side: 'swap',
      fromCode: 'USDC',
      toCode: 'ETH',
      amountFrom: '100',
      method: 'wallet',
      source: 'web',
    });
    await db.insert(dexSwaps).values({
      orderId: id,
      chainId: 1,
      txHash,
      aggregator: 'sandbox-delta',
      fromAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      fromSymbol: 'USDC',
      fromName: 'USD Coin',
      fromDecimals: 6,
      toAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      toSymbol: 'ETH',
      toName: 'Ether',
      toDecimals: 18,
      amountIn: '100000000',
      amountOut: '30000000000000000',
      minOut: '29850000000000000',
      state,
      recordedAt: updatedAt,
      updatedAt,
    });
    return id;
  }

  it('deletes a swap dropped more than 30 days ago with its order, and keeps the rest', async () => {
    const { db } = database();
    const now = Date.now();
    const old = new Date(now - DROPPED_DEX_SWAP_TTL_MS - DAY);
    const recent = new Date(now - DROPPED_DEX_SWAP_TTL_MS + DAY);
    const gone = await swap(1, 'dropped', old);
    const kept = [
      await swap(2, 'dropped', recent),
      await swap(3, 'confirmed', old),
      await swap(4, 'reverted', old),
      await swap(5, 'pending', old),
    ];

    await cleanUpOldRows(now);

    const orderIds = (await db.select({ id: orders.id }).from(orders).where(eq(orders.kind, 'dex')))
      .map((row) => row.id)
      .sort();
    expect(orderIds).toEqual([...kept].sort());
    expect(await db.select().from(dexSwaps).where(eq(dexSwaps.orderId, gone))).toEqual([]);
    expect(await db.select({ id: dexSwaps.orderId }).from(dexSwaps)).toHaveLength(kept.length);
  });
});
