import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/tags';
import type { Memo } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import { priceHistory } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { divideDecimal, subtractDecimal, toDecimal } from '@/lib/decimal';
import { buildWithoutDatabase } from '@/lib/db/build-phase';

// The price history behind the coin pages' 24-hour change and chart. Only a live source writes
// it (refreshPrices(), one row per ticker per refresh); the shipped snapshot never does, so a
// site without a price source has no history and its coin pages show neither change nor chart.

/** How long a point is kept: the chart's week and a day of margin. refreshPrices() purges older rows. */
export const PRICE_HISTORY_RETENTION_MS = 8 * 24 * 3_600_000;

/** The span the coin page's chart covers. */
const PRICE_CHART_SPAN_MS = 7 * 24 * 3_600_000;

/** The chart keeps one point per bucket (the last): 168 hourly points for the week. */
const CHART_BUCKET_MS = 3_600_000;

const DAY_MS = 24 * 3_600_000;
/**
 * How far from exactly 24 hours ago the reference point of the change may lie: a refresh that
 * failed for a while leaves a gap, and a change against a point 30 hours old is not "24 h".
 */
const CHANGE_TOLERANCE_MS = 60 * 60_000;

/** How long one process reuses a ticker's history; the refresh invalidates it sooner ('prices'). */
const HISTORY_TTL_MS = 60_000;

export interface PricePoint {
  /** Epoch milliseconds. */
  at: number;
  usd: number;
}

interface PriceHistoryRow {
  ticker: string;
  usd: number;
  source: string;
  asOf: Date;
}

/**
 * Appends one refresh's prices and drops points past the retention. Runs in the refresh, so the
 * table holds at most retention / refresh interval rows per ticker (about 2,300 at 5 minutes).
 */
export async function recordPriceHistory(
  db: Db,
  rows: readonly PriceHistoryRow[],
  now: Date,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insert(priceHistory)
      .values([...rows])
      .onConflictDoNothing();
  await purgePriceHistory(db, now);
}

/** Deletes the points older than PRICE_HISTORY_RETENTION_MS before `now`. */
export async function purgePriceHistory(db: Db, now: Date): Promise<void> {
  await db
    .delete(priceHistory)
    .where(lt(priceHistory.asOf, new Date(now.getTime() - PRICE_HISTORY_RETENTION_MS)));
}

/** A ticker's points of the chart's span before `now`, oldest first. */
export async function loadPriceHistory(db: Db, ticker: string, now: Date): Promise<PricePoint[]> {
  const rows = await db
    .select({ asOf: priceHistory.asOf, usd: priceHistory.usd })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.ticker, ticker),
        gte(priceHistory.asOf, new Date(now.getTime() - PRICE_CHART_SPAN_MS)),
      ),
    )
    .orderBy(asc(priceHistory.asOf));
  return rows.map((row) => ({ at: row.asOf.getTime(), usd: row.usd }));
}

/** The last point of each hour, oldest first: what the chart draws (168 points for a week). */
export function chartPoints(points: readonly PricePoint[]): PricePoint[] {
  const byBucket = new Map<number, PricePoint>();
  for (const point of points) byBucket.set(Math.floor(point.at / CHART_BUCKET_MS), point);
  return [...byBucket.values()].sort((a, b) => a.at - b.at);
}

export interface PriceChange {
  /** The change as a fraction of the earlier price, a decimal string ("-0.0123" is -1.23 %). */
  fraction: string;
  /** The earlier point the change is measured from. */
  from: PricePoint;
  to: PricePoint;
}

/**
 * The change over 24 hours to the latest point, against the last point at least 24 hours older
 * (within CHANGE_TOLERANCE_MS of it); null when the history does not reach that far back.
 */
export function change24h(points: readonly PricePoint[]): PriceChange | null {
  const to = points.at(-1);
  if (!to) return null;
  const target = to.at - DAY_MS;
  let from: PricePoint | undefined;
  for (const point of points) {
    if (point.at > target) break;
    from = point;
  }
  if (!from || target - from.at > CHANGE_TOLERANCE_MS) return null;
  const a = toDecimal(from.usd);
  const b = toDecimal(to.usd);
  if (a === null || b === null) return null;
  return { fraction: divideDecimal(subtractDecimal(b, a), a, { places: 8 }), from, to };
}

// One cached read per ticker, made on first use: at most one per currency the catalogue has.
const reads = new Map<string, Memo<PricePoint[]>>();

/** A ticker's history over the chart's span (cached; the price refresh invalidates 'prices'). */
export function getPriceHistory(ticker: string): Promise<PricePoint[]> {
  let read = reads.get(ticker);
  if (!read) {
    read = cachedRead(
      async () =>
        // `next build` without a database: no history, so no chart.
        buildWithoutDatabase() ? [] : loadPriceHistory(await getDb(), ticker, new Date()),
      {
        tags: ['prices'],
        ttlMs: HISTORY_TTL_MS,
      },
    );
    reads.set(ticker, read);
  }
  return read.get();
}
