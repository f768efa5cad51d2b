import 'server-only';
import { and, count, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dexSwaps, orders } from '@/lib/db/schema';

// Counting recorded DEX swaps. The aggregator of a record is the browser's word, so a swap
// counts only once the chain has shown it confirmed at one of that aggregator's routers
// (`verified_at`, ./routers.ts): partner attribution, statistics and any figure of swaps by
// aggregator go through `countedDexSwap`.

/**
 * The condition of a DEX swap that counts (partner attribution, statistics, anything that counts
 * swaps by aggregator): confirmed at one of its aggregator's routers. A swap recorded by hash
 * whose transaction went elsewhere, or is still pending, is never counted.
 */
export const countedDexSwap: SQL = isNotNull(dexSwaps.verifiedAt);

export interface DexSwapCountFilter {
  aggregator?: string;
  partnerId?: string;
  /** Swaps that counted from this time on. */
  since?: Date;
}

/** How many swaps count (`countedDexSwap`), of an aggregator, a partner or since a time. */
export async function countDexSwaps(filter: DexSwapCountFilter = {}): Promise<number> {
  const conditions = [
    countedDexSwap,
    filter.aggregator === undefined ? undefined : eq(dexSwaps.aggregator, filter.aggregator),
    filter.partnerId === undefined ? undefined : eq(orders.partnerId, filter.partnerId),
    filter.since === undefined ? undefined : gte(dexSwaps.verifiedAt, filter.since),
  ];
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(dexSwaps)
    .innerJoin(orders, eq(orders.id, dexSwaps.orderId))
    .where(and(...conditions));
  return row?.total ?? 0;
}
