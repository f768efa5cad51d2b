import 'server-only';
import { buildWithoutDatabase } from '@/lib/db/build-phase';
import { compareDecimal, divideDecimal, multiplyDecimal } from '@/lib/decimal';
import { latestPairSnapshot, type PairSnapshot } from './history-reads';

// What the home hero shows in "You get" before the visitor does anything: the best offer of the
// last offers round the server has for the pair, scaled to the form's amount, with its age. It
// asks no provider (a visit that only reads the page costs no quote); without a round in the
// last hours there is no figure at all, never an invented one.

/** An estimate from a past offers round, as the hero shows it on first paint. */
export interface FirstPaintEstimate {
  from: string;
  to: string;
  /** The amount sent the estimate is for ('.'-decimal): the form's starting amount. */
  amount: string;
  /** What the best offer of that round would give for `amount` ('.'-decimal). */
  amountTo: string;
  /** "1 from ≈ rate to" of that offer ('.'-decimal). */
  rate: string;
  /** When the round was seen (ISO). */
  observedAt: string;
  /** The round's providers are simulated (sandbox): the estimate is labelled so. */
  sandbox: boolean;
}

/**
 * The estimate a snapshot gives for `amount` sent (pure): the best offer's rate times the amount,
 * or the offer's own figure when the round asked for that very amount. Null when the snapshot has
 * no usable offer or the amount is outside the limits the round saw (its offers would not hold).
 */
export function estimateFromSnapshot(
  snapshot: PairSnapshot,
  amount: string,
): FirstPaintEstimate | null {
  const best = snapshot.offers[0];
  if (!best || compareDecimal(snapshot.amountFrom, '0') <= 0) return null;
  if (snapshot.min !== null && compareDecimal(amount, snapshot.min) < 0) return null;
  if (snapshot.max !== null && compareDecimal(amount, snapshot.max) > 0) return null;
  const rate = divideDecimal(best.amountTo, snapshot.amountFrom, { significant: 12 });
  if (compareDecimal(rate, '0') <= 0) return null;
  const same = compareDecimal(snapshot.amountFrom, amount) === 0;
  return {
    from: snapshot.from,
    to: snapshot.to,
    amount,
    amountTo: same ? best.amountTo : multiplyDecimal(amount, rate),
    rate,
    observedAt: snapshot.observedAt,
    sandbox: snapshot.sandbox || best.sandbox,
  };
}

/** The estimate and when the page was rendered (the age the first paint says). */
export interface FirstPaintSeed {
  estimate: FirstPaintEstimate;
  /** Epoch ms of the render: the browser's first render says the same age, then follows. */
  renderedAt: number;
}

/** The first-paint estimate for a pair and amount, or null (none at build, no recent round). */
export async function firstPaintEstimate(
  from: string,
  to: string,
  amount: string,
): Promise<FirstPaintSeed | null> {
  if (buildWithoutDatabase()) return null;
  const snapshot = await latestPairSnapshot(from, to).catch(() => null);
  const estimate = snapshot ? estimateFromSnapshot(snapshot, amount) : null;
  return estimate ? { estimate, renderedAt: Date.now() } : null;
}
