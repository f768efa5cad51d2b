import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { buildWithoutDatabase } from '@/lib/db/build-phase';
import { quoteObservations } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { keyedHistoryReads } from './history-reads';

// The rates a pair's own offers rounds saw (quote_observations), for the pair page's chart: the
// best offer of each direct round, the last one of each hour, over the last 7 days. What is
// recorded: docs/providers-figures.md. Nothing here is a market price: these are offers this
// site was given, and sandbox rounds keep their flag.

/** The span the pair page's chart covers. */
export const PAIR_HISTORY_DAYS = 7;
const HOUR_MS = 3_600_000;

export interface PairRatePoint {
  /** Epoch milliseconds of the round. */
  at: number;
  /** The best offer's rate (units of `to` for one `from`), as the provider wrote it. */
  rate: string;
  sandbox: boolean;
}

/**
 * The best offer's rate of each direct round of the pair in the `days` before `now`, the last
 * round of each hour, oldest first. A round's best offer is the one flagged `best` when it was
 * recorded (most received after every fee); reverse rounds are left out, as their amount sent
 * differs per offer.
 */
export async function loadPairRateHistory(
  from: string,
  to: string,
  now = Date.now(),
  days = PAIR_HISTORY_DAYS,
): Promise<PairRatePoint[]> {
  const db = await getDb();
  const o = quoteObservations;
  const rows = await db
    .select({ observedAt: o.observedAt, rate: o.rate, sandbox: o.sandbox })
    .from(o)
    .where(
      and(
        eq(o.fromCode, from),
        eq(o.toCode, to),
        eq(o.direction, 'direct'),
        eq(o.outcome, 'offer'),
        eq(o.best, true),
        gte(o.observedAt, new Date(now - days * 24 * HOUR_MS)),
        lt(o.observedAt, new Date(now)),
      ),
    )
    .orderBy(asc(o.observedAt));
  const byHour = new Map<number, PairRatePoint>();
  for (const row of rows) {
    if (!row.rate) continue;
    const at = row.observedAt.getTime();
    byHour.set(Math.floor(at / HOUR_MS), { at, rate: row.rate, sandbox: row.sandbox });
  }
  return [...byHour.values()];
}

const historyRead = keyedHistoryReads<PairRatePoint[]>('quote-history-pair-rates', 2_000);

/**
 * The pair's rate history (cached a minute per pair, tag 'quote-history'); empty at build, which
 * has no database, and when the history cannot be read (the page then draws no chart).
 */
export function pairRateHistory(from: string, to: string): Promise<PairRatePoint[]> {
  if (buildWithoutDatabase()) return Promise.resolve([]);
  return historyRead(`${from}|${to}`, async () => {
    try {
      return await loadPairRateHistory(from, to);
    } catch (error) {
      log.warn('quote history: pair rates unavailable', { error, from, to });
      return [];
    }
  });
}
