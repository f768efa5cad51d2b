import 'server-only';
import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { getReferencePrices, type ReferencePrice } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { quoteObservations } from '@/lib/db/schema';
import { compareDecimal, divideDecimal, subtractDecimal } from '@/lib/decimal';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { RoundObserver } from '@/lib/upstream/fan-out';
import type { AskedAnswer } from './ask';
import type { Offer } from './contract';
import { bestOffer } from './rank';
import type { OffersPlan } from './types';

// The quote history: one row per provider answer in an offers round (quote_observations), written
// after the round has been answered, and what pages read back from it (a pair's last offers,
// the providers' measured figures). What is recorded and how the figures are computed:
// docs/providers-figures.md. No visitor data goes in: no IP, no address, no swap.

/** Rows older than this are purged by the housekeeping job. */
export const HISTORY_RETENTION_MS = 35 * 24 * 60 * 60_000;
/** Rounds whose rows are still being written; past this the new ones are dropped (logged). */
const MAX_PENDING_WRITES = 32;

/** A finished offers round, as the history observer hands it over. */
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

/** The quote history as an observer of one offers round (runOffers passes it to the fan-out). */
export function historyObserver(plan: OffersPlan): RoundObserver<unknown, AskedAnswer> {
  const observedAt = new Date();
  return {
    done(arrivals) {
      const answers = arrivals.map(({ result }) => result);
      const offers = answers.flatMap(({ event }) => (event.type === 'offer' ? [event.offer] : []));
      recordRound({ plan, observedAt, answers, best: bestOffer(offers, plan.query.direction) });
    },
  };
}

/**
 * Records a finished round in the background: never awaited by the offers answer, and a failure
 * is logged, never thrown. While too many writes are pending (a slow database) new rounds are
 * dropped rather than queued without bound.
 */
function recordRound(round: ObservedRound): void {
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
