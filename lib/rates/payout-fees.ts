import 'server-only';
import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { quoteObservations } from '@/lib/db/schema';
import { addDecimal, compareDecimal, divideDecimal } from '@/lib/decimal';
import { keyedHistoryReads } from './history-reads';

// "Fees seen in offers" on the compare pages: the network (withdrawal) fee providers' offers
// deducted when paying a currency out, read back from the quote history. A figure the site
// recorded, never a declared or estimated one: a currency no recorded offer paid out has none.

/** Rounds older than this are not read: network fees move with the chain's load. */
export const PAYOUT_FEES_DAYS = 7;
export const PAYOUT_FEES_MAX_AGE_MS = PAYOUT_FEES_DAYS * 24 * 60 * 60_000;

export interface PayoutFees {
  /** Median network fee of the round's offers that named one, in the currency paid out. */
  median: string;
  /** How many offers the median is taken over. */
  offers: number;
  /** When the round was asked (ISO). */
  observedAt: string;
  /** The round's providers were simulated. */
  sandbox: boolean;
}

/** The median of decimals (the mean of the middle two for an even count), or null for none. */
export function medianDecimal(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort(compareDecimal);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  // Half of a sum of decimals needs one decimal more than they have: 20 places cover the 18
  // a vendor amount may carry.
  return divideDecimal(addDecimal(sorted[middle - 1]!, sorted[middle]!), '2', { places: 20 });
}

const feesRead = keyedHistoryReads<PayoutFees | null>('quote-history-payout-fees', 2_000);

/**
 * The network fees of the newest recorded round, within maxAgeMs (default 7 days), in which an
 * offer paying out `code` named its fee; any currency sent, either direction. Null when there is
 * none. Cached for a minute per currency.
 */
export function payoutFeesSeen(
  code: string,
  maxAgeMs: number = PAYOUT_FEES_MAX_AGE_MS,
): Promise<PayoutFees | null> {
  return feesRead(`${code}|${maxAgeMs}`, () => loadPayoutFees(code, maxAgeMs));
}

async function loadPayoutFees(code: string, maxAgeMs: number): Promise<PayoutFees | null> {
  const db = await getDb();
  const o = quoteObservations;
  const named = and(eq(o.toCode, code), eq(o.outcome, 'offer'), isNotNull(o.networkFee));
  // The newest round with such an offer, then its offers that named a fee: both on the
  // currency-received index.
  const latest = db
    .select({ roundId: o.roundId })
    .from(o)
    .where(and(named, gte(o.observedAt, new Date(Date.now() - maxAgeMs))))
    .orderBy(desc(o.observedAt))
    .limit(1);
  const rows = await db
    .select({ fee: o.networkFee, observedAt: o.observedAt, sandbox: o.sandbox })
    .from(o)
    .where(and(named, inArray(o.roundId, latest)));
  const fees = rows.flatMap((row) => (row.fee ? [row.fee] : []));
  const median = medianDecimal(fees);
  const first = rows[0];
  if (median === null || !first) return null;
  return {
    median,
    offers: fees.length,
    observedAt: first.observedAt.toISOString(),
    sandbox: rows.some((row) => row.sandbox),
  };
}
