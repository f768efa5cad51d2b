import 'server-only';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { cachedRead, invalidateCacheTags } from '@/lib/cache/tags';
import type { Memo } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import { quoteObservations } from '@/lib/db/schema';
import { compareDecimal } from '@/lib/decimal';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getProvider } from './providers';

// Reads of the quote history (lib/rates/history.ts writes it): a pair's latest offers round,
// and keyed, cached, bounded reads for the other pages that read it back.

/** How long a read of the history is reused: a page render costs one query a minute at most. */
export const HISTORY_READ_TTL_MS = 60_000;

export interface PairSnapshotOffer {
  provider: string;
  providerName: string;
  sandbox: boolean;
  rateType: 'fixed' | 'floating';
  amountTo: string;
  rate: string;
}

export interface PairSnapshot {
  from: string;
  to: string;
  amountFrom: string;
  observedAt: string /* ISO */;
  sandbox: boolean;
  offers: PairSnapshotOffer[] /* best first */;
  min: string | null;
  max: string | null;
}

export const SNAPSHOT_MAX_AGE_MS = 6 * 60 * 60_000;

/**
 * Reads of the history by key, each cached for a minute and dropped with the 'quote-history'
 * tag; past `max` keys the least recently added is forgotten, so a crawl through thousands of
 * pages keeps a bounded map.
 */
export function keyedHistoryReads<T>(name: string, max: number) {
  const reads = processSingleton(name, () => new Map<string, Memo<T>>());
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const map = reads();
    let read = map.get(key);
    if (!read) {
      if (map.size >= max) {
        const oldest = map.keys().next();
        if (!oldest.done) map.delete(oldest.value);
      }
      read = cachedRead(load, { tags: ['quote-history'], ttlMs: HISTORY_READ_TTL_MS });
      map.set(key, read);
    }
    return read.get();
  };
}

const snapshotRead = keyedHistoryReads<PairSnapshot | null>('quote-history-snapshots', 2_000);

/**
 * The most recent offers round for this pair within maxAgeMs (default 6 h), or null. Only rounds
 * asked in the direct direction (an amount sent) with at least one offer count. Cached for a
 * minute per pair and age.
 */
export function latestPairSnapshot(
  from: string,
  to: string,
  maxAgeMs: number = SNAPSHOT_MAX_AGE_MS,
): Promise<PairSnapshot | null> {
  return snapshotRead(`${from}|${to}|${maxAgeMs}`, () => loadPairSnapshot(from, to, maxAgeMs));
}

/** Lowest of the decimals, or null when there is none. */
function lowest(values: readonly string[]): string | null {
  return values.reduce<string | null>(
    (a, b) => (a === null || compareDecimal(b, a) < 0 ? b : a),
    null,
  );
}

async function loadPairSnapshot(
  from: string,
  to: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<PairSnapshot | null> {
  const db = await getDb();
  const pair = and(eq(quoteObservations.fromCode, from), eq(quoteObservations.toCode, to));
  // The newest direct round with an offer, then all of its rows: both on the pair index.
  const latest = db
    .select({ roundId: quoteObservations.roundId })
    .from(quoteObservations)
    .where(
      and(
        pair,
        eq(quoteObservations.direction, 'direct'),
        eq(quoteObservations.outcome, 'offer'),
        gte(quoteObservations.observedAt, new Date(now - maxAgeMs)),
      ),
    )
    .orderBy(desc(quoteObservations.observedAt))
    .limit(1);
  const rows = await db
    .select()
    .from(quoteObservations)
    .where(and(pair, inArray(quoteObservations.roundId, latest)));
  const offerRows = rows.filter((row) => row.outcome === 'offer' && row.amountTo && row.rate);
  const first = offerRows[0];
  if (!first) return null;
  offerRows.sort((a, b) => compareDecimal(b.amountTo ?? '0', a.amountTo ?? '0'));
  const mins = rows.flatMap((row) => (row.minAmount ? [row.minAmount] : []));
  const maxes = offerRows.map((row) => row.maxAmount);
  // As the offers answer says it: the widest range, no maximum when some offer names none.
  const knownMaxes = maxes.filter((value): value is string => value !== null);
  const max =
    maxes.includes(null) || knownMaxes.length === 0
      ? null
      : knownMaxes.reduce((a, b) => (compareDecimal(b, a) > 0 ? b : a));
  return {
    from,
    to,
    amountFrom: offerRows[0]?.amountFrom ?? first.amountFrom ?? '0',
    observedAt: first.observedAt.toISOString(),
    sandbox: rows.some((row) => row.sandbox),
    offers: offerRows.map((row) => ({
      provider: row.provider,
      providerName: getProvider(row.provider)?.info.name ?? row.provider,
      sandbox: row.sandbox,
      rateType: row.rateType === 'fixed' ? 'fixed' : 'floating',
      amountTo: row.amountTo ?? '0',
      rate: row.rate ?? '0',
    })),
    min: lowest(mins),
    max,
  };
}

/** Forgets every cached history read (tests; the purge does it too). */
export function clearHistoryReads(): void {
  invalidateCacheTags('quote-history');
}
