import 'server-only';
import { and, gte, lt, sql } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { buildWithoutDatabase } from '@/lib/db/build-phase';
import { quoteObservations } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { toWindowFigures, windowColumns, type WindowFigures } from './provider-figures';

// The providers' measured figures day by day (UTC days) over the last 30 days, for /providers'
// plots: the same aggregate as the 7- and 30-day figures (./history.ts, docs/providers-figures.md),
// grouped by provider and day. A day without a measured question of a provider has no row: the
// plot leaves it out rather than draw a zero.

export const DAILY_FIGURE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const DAILY_TTL_MS = 4 * 60_000;

export interface DailyFigures extends WindowFigures {
  /** Epoch milliseconds of the UTC day's start. */
  day: number;
}

/** Each provider's figures per UTC day in the `days` days before `now`, oldest first. */
export async function loadProviderDailyFigures(
  now = Date.now(),
  days = DAILY_FIGURE_DAYS,
): Promise<Map<string, DailyFigures[]>> {
  const db = await getDb();
  const since = new Date(now - days * DAY_MS);
  const o = quoteObservations;
  const day = sql<number>`floor(extract(epoch from ${o.observedAt}) / 86400)`.mapWith(Number);
  const rows = await db
    .select({ provider: o.provider, day, figures: windowColumns(since) })
    .from(o)
    .where(and(gte(o.observedAt, since), lt(o.observedAt, new Date(now))))
    .groupBy(o.provider, day)
    .orderBy(day);
  const byProvider = new Map<string, DailyFigures[]>();
  for (const row of rows) {
    const figures = toWindowFigures(row.figures);
    if (figures.asked === 0) continue;
    const list = byProvider.get(row.provider) ?? [];
    list.push({ day: row.day * DAY_MS, ...figures });
    byProvider.set(row.provider, list);
  }
  return byProvider;
}

const dailyRead = cachedRead(
  async (): Promise<Map<string, DailyFigures[]> | null> => {
    // The build has no database: the plots are not known then (the page says so already).
    if (buildWithoutDatabase()) return null;
    try {
      return await loadProviderDailyFigures();
    } catch (error) {
      log.warn('quote history: daily figures unavailable', { error });
      return null;
    }
  },
  { tags: ['quote-history'], ttlMs: DAILY_TTL_MS },
);

/** The daily figures (cached 4 minutes), or null when the history cannot be read. */
export function providerDailyFigures(): Promise<Map<string, DailyFigures[]> | null> {
  return dailyRead.get();
}
