import 'server-only';
import { and, gte, lt, sql } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { quoteObservations } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { buildWithoutDatabase } from '@/lib/db/build-phase';

// The providers' measured figures (/providers), from the quote history (lib/rates/history.ts);
// how each is computed: docs/providers-figures.md.

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
