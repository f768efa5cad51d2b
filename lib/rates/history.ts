import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { cachedRead, invalidateCacheTags } from '@/lib/cache/tags';
import type { Memo } from '@/lib/cache/memo';
import { getReferencePrices, type ReferencePrice } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { quoteObservations } from '@/lib/db/schema';
import { compareDecimal, divideDecimal, subtractDecimal } from '@/lib/decimal';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { AskedAnswer } from './ask';
import type { Offer } from './contract';
import { getProvider } from './providers';
import type { OffersPlan } from './types';
import { buildWithoutDatabase } from '@/lib/db/build-phase';

// The quote history: one row per provider answer in an offers round (quote_observations), written
// after the round has been answered, and what pages read back from it (a pair's last offers,
// the providers' measured figures). What is recorded and how the figures are computed:
// docs/providers-figures.md. No visitor data goes in: no IP, no address, no swap.

/** Rows older than this are purged by the housekeeping job. */
export const HISTORY_RETENTION_MS = 35 * 24 * 60 * 60_000;
/** Rounds whose rows are still being written; past this the new ones are dropped (logged). */
const MAX_PENDING_WRITES = 32;
/** How long a read of the history is reused: a page render costs one query a minute at most. */
export const HISTORY_READ_TTL_MS = 60_000;

/** A finished offers round, as runOffers hands it over. */
export interface ObservedRound {
  plan: OffersPlan;
  observedAt: Date;
  answers: readonly AskedAnswer[];
  /** The round's best offer (one of the answers' offers), or null. */
  best: Offer | null;
}

type ObservationRow = typeof quoteObservations.$inferInsert;

/** Writes a round's rows; a process singleton so tests can put a failing or counting one in. */
export const roundWriter = processSingleton(
  'quote-history-writer',
  () => writeRound as (round: ObservedRound) => Promise<void>,
);

const pendingWrites = processSingleton('quote-history-pending', () => new Set<Promise<void>>());

let lastWarning = 0;
function warnThrottled(message: string, details: Record<string, unknown>): void {
  // A database outage would otherwise log once per offers round.
  const now = Date.now();
  if (now - lastWarning < 60_000) return;
  lastWarning = now;
  log.warn(message, details);
}

/**
 * Records a finished round in the background: never awaited by the offers answer, and a failure
 * is logged, never thrown. While too many writes are pending (a slow database) new rounds are
 * dropped rather than queued without bound.
 */
export function recordRound(round: ObservedRound): void {
  if (round.answers.length === 0) return;
  const pending = pendingWrites();
  if (pending.size >= MAX_PENDING_WRITES) {
    warnThrottled('quote history: writes pending, round dropped', { pending: pending.size });
    return;
  }
  const write: Promise<void> = Promise.resolve()
    .then(() => roundWriter()(round))
    .catch((error: unknown) => warnThrottled('quote history: round not recorded', { error }))
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Resolves once every pending history write has settled (tests, shutdown). */
export async function historyIdle(): Promise<void> {
  const pending = pendingWrites();
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

async function writeRound(round: ObservedRound): Promise<void> {
  const rows = observationRows(round, await getReferencePrices());
  if (rows.length === 0) return;
  const db = await getDb();
  await db.insert(quoteObservations).values(rows);
}

/**
 * The spread of an offer against the reference prices: 1 − (amountTo ÷ amountFrom) ÷ (USD price
 * of `from` ÷ USD price of `to`), 6 decimals. Positive: the visitor receives less than the
 * reference value of what they send (every fee and margin included). Null without both prices.
 */
export function spreadAgainstReference(
  amountFrom: string,
  amountTo: string,
  fromUsd: number | undefined,
  toUsd: number | undefined,
): string | null {
  if (!fromUsd || !toUsd || !(fromUsd > 0) || !(toUsd > 0)) return null;
  if (compareDecimal(amountFrom, '0') <= 0) return null;
  const rate = divideDecimal(amountTo, amountFrom, { significant: 20 });
  const reference = divideDecimal(String(fromUsd), String(toUsd), { significant: 20 });
  return subtractDecimal('1', divideDecimal(rate, reference, { places: 6 }));
}

/** The rows of a round (pure: the prices are passed in). */
export function observationRows(
  round: ObservedRound,
  prices: ReadonlyMap<string, ReferencePrice>,
): ObservationRow[] {
  const { plan, observedAt, best } = round;
  const { query } = plan;
  const roundId = randomUUID();
  const fromUsd = prices.get(plan.from.ticker.toUpperCase())?.usd;
  const toUsd = prices.get(plan.to.ticker.toUpperCase())?.usd;
  return round.answers.map(({ event, measured, answerMs }): ObservationRow => {
    const common = {
      roundId,
      observedAt,
      fromCode: query.from,
      toCode: query.to,
      direction: query.direction,
      measured,
      answerMs,
    };
    if (event.type === 'offer') {
      const { offer } = event;
      return {
        ...common,
        provider: offer.provider.id,
        sandbox: offer.provider.sandbox,
        rateType: offer.rateType,
        amountFrom: offer.amountFrom,
        amountTo: offer.amountTo,
        rate: offer.rate,
        outcome: 'offer',
        best: offer === best,
        spread: spreadAgainstReference(offer.amountFrom, offer.amountTo, fromUsd, toUsd),
        networkFee: offer.networkFee,
        minAmount: offer.min,
        maxAmount: offer.max,
      };
    }
    const { failure } = event;
    return {
      ...common,
      provider: failure.provider.id,
      sandbox: failure.provider.sandbox,
      // A failure always concerns the rate type asked for here (askProvider sets it).
      rateType: failure.rateType ?? 'floating',
      amountFrom: query.direction === 'direct' ? query.amount : null,
      amountTo: query.direction === 'reverse' ? query.amount : null,
      rate: null,
      outcome: failure.reason,
      best: false,
      spread: null,
      networkFee: null,
      minAmount: failure.min ?? null,
      maxAmount: failure.max ?? null,
    };
  });
}

/** Deletes observations older than the retention (the housekeeping job calls it). */
export async function purgeOldObservations(now = Date.now()): Promise<void> {
  const db = await getDb();
  await db
    .delete(quoteObservations)
    .where(lt(quoteObservations.observedAt, new Date(now - HISTORY_RETENTION_MS)));
  invalidateCacheTags('quote-history');
}

// ---------------------------------------------------------------------------------------------
// Reads

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

// ---------------------------------------------------------------------------------------------
// The providers' measured figures (/providers; how each is computed: docs/providers-figures.md)

/** Outcomes that are no answer at all: the provider did not say anything usable in time. */
const NO_ANSWER = ['timeout', 'unavailable', 'bad_response', 'rate_limited', 'unauthorized'];
/** The windows /providers shows, in days. */
export const FIGURE_WINDOWS = [7, 30] as const;
export type FigureWindow = (typeof FIGURE_WINDOWS)[number];
/**
 * How long the figures are reused: one aggregate query every 4 minutes at most, a little less
 * than /providers' revalidation, so each regeneration of the page reads fresh figures.
 */
const FIGURES_TTL_MS = 4 * 60_000;

/** One provider over one window. Shares are 0..1; the spread is a fraction (0.01 = 1 %). */
export interface WindowFigures {
  /** Questions measured: new answers of the provider and its timeouts (never cache hits). */
  asked: number;
  /** Share of them answered in time with an offer or a refusal saying why; null when none. */
  answerRate: number | null;
  /** Median time of those answers, in ms. */
  medianAnswerMs: number | null;
  /** Offers rounds it was asked in (measured). */
  rounds: number;
  /** Share of those rounds in which it had the best offer. */
  bestShare: number | null;
  /** Offers measured with both reference prices known. */
  spreadSamples: number;
  /** Median spread against the reference prices of those offers. */
  medianSpread: number | null;
}

export type ProviderFigures = Record<FigureWindow, WindowFigures>;

const EMPTY: WindowFigures = {
  asked: 0,
  answerRate: null,
  medianAnswerMs: null,
  rounds: 0,
  bestShare: null,
  spreadSamples: 0,
  medianSpread: null,
};

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The figures' aggregate columns over the measured rows since `since` (also per day: ./provider-daily.ts). */
export function windowColumns(since: Date) {
  const o = quoteObservations;
  const inWindow = sql`${o.measured} and ${o.observedAt} >= ${since}`;
  const answered = sql`${inWindow} and ${o.outcome} not in (${sql.join(
    NO_ANSWER.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
  const spread = sql`${inWindow} and ${o.outcome} = 'offer' and ${o.spread} is not null`;
  return {
    asked: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
    answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
    medianAnswerMs: sql<
      number | null
    >`percentile_cont(0.5) within group (order by ${o.answerMs}) filter (where ${answered})`.mapWith(
      toNumber,
    ),
    rounds: sql<number>`count(distinct ${o.roundId}) filter (where ${inWindow})`.mapWith(Number),
    bestRounds:
      sql<number>`count(distinct ${o.roundId}) filter (where ${inWindow} and ${o.best})`.mapWith(
        Number,
      ),
    spreadSamples: sql<number>`count(*) filter (where ${spread})`.mapWith(Number),
    medianSpread: sql<
      number | null
    >`percentile_cont(0.5) within group (order by ${o.spread}) filter (where ${spread})`.mapWith(
      toNumber,
    ),
  };
}

export type WindowRow = {
  [K in keyof ReturnType<typeof windowColumns>]: ReturnType<typeof windowColumns>[K]['_']['type'];
};

export function toWindowFigures(row: WindowRow): WindowFigures {
  if (row.asked === 0) return EMPTY;
  return {
    asked: row.asked,
    answerRate: row.answered / row.asked,
    medianAnswerMs: row.medianAnswerMs,
    rounds: row.rounds,
    bestShare: row.rounds > 0 ? row.bestRounds / row.rounds : null,
    spreadSamples: row.spreadSamples,
    medianSpread: row.spreadSamples > 0 ? row.medianSpread : null,
  };
}

/**
 * Every provider's figures over the last 7 and 30 days before `now`, by provider id, from the
 * measured rows only (one SQL aggregate over the provider index). A provider without a measured
 * question in a window gets zero `asked` and null figures there: no figure is made up.
 */
export async function loadProviderFigures(now = Date.now()): Promise<Map<string, ProviderFigures>> {
  const db = await getDb();
  const day = 24 * 60 * 60_000;
  const [short, long] = FIGURE_WINDOWS.map((days) => new Date(now - days * day));
  const rows = await db
    .select({
      provider: quoteObservations.provider,
      short: windowColumns(short!),
      long: windowColumns(long!),
    })
    .from(quoteObservations)
    .where(
      and(
        gte(quoteObservations.observedAt, long!),
        lt(quoteObservations.observedAt, new Date(now)),
      ),
    )
    .groupBy(quoteObservations.provider);
  return new Map(
    rows.map((row) => [
      row.provider,
      { 7: toWindowFigures(row.short), 30: toWindowFigures(row.long) },
    ]),
  );
}

const figuresRead = cachedRead(
  async (): Promise<Map<string, ProviderFigures> | null> => {
    // `next build` prerenders without a database server: the figures are not known then, and
    // the page says so until its first revalidation.
    if (buildWithoutDatabase()) return null;
    try {
      return await loadProviderFigures();
    } catch (error) {
      log.warn('quote history: figures unavailable', { error });
      return null;
    }
  },
  { tags: ['quote-history'], ttlMs: FIGURES_TTL_MS },
);

/**
 * The providers' measured figures (cached 4 minutes), or null when the history cannot be read
 * right now (the page says so rather than show zeros).
 */
export function providerFigures(): Promise<Map<string, ProviderFigures> | null> {
  return figuresRead.get();
}

/** The figures of a provider with no measured question: every window empty. */
export const NO_FIGURES: ProviderFigures = { 7: EMPTY, 30: EMPTY };
