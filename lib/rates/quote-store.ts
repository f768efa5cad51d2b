import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fixedQuotes } from '@/lib/db/schema';
import type { ProviderQuote, QuoteDirection } from '@/lib/providers/exchange/contract';
import { offerCache } from './offer-cache';

// Fixed-rate quotes we showed, kept in the database until they expire so that any instance can
// check a swap request against the quote the visitor accepted.

/** Providers that do not say how long a fixed quote holds are trusted for this long. */
export const DEFAULT_FIXED_QUOTE_MS = 2 * 60_000;

export interface StoredFixedQuote {
  amountFrom: string;
  amountTo: string;
  expiresAt: string;
  from: string;
  to: string;
  direction: QuoteDirection;
}

export async function saveFixedQuote(
  quote: ProviderQuote,
  context: { from: string; to: string; direction: QuoteDirection },
  now: Date = new Date(),
): Promise<string> {
  const expiresAt = quote.expiresAt
    ? new Date(quote.expiresAt)
    : new Date(now.getTime() + DEFAULT_FIXED_QUOTE_MS);
  if (!quote.rateId) return expiresAt.toISOString();
  const db = await getDb();
  await db.insert(fixedQuotes).values({
    provider: quote.provider,
    rateId: quote.rateId,
    fromCode: context.from,
    toCode: context.to,
    direction: context.direction,
    amountFrom: quote.amountFrom,
    amountTo: quote.amountTo,
    expiresAt,
  });
  return expiresAt.toISOString();
}

/**
 * The quote behind a rate id, or null when unknown or expired. Swap creation is what looks a rate
 * id up, so from then on the offers cache stops handing it to other visitors (some vendors' rate
 * ids are single-use).
 */
export async function findFixedQuote(
  provider: string,
  rateId: string,
  now: Date = new Date(),
): Promise<StoredFixedQuote | null> {
  offerCache().forgetRate(provider, rateId);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(fixedQuotes)
    .where(and(eq(fixedQuotes.provider, provider), eq(fixedQuotes.rateId, rateId)))
    .limit(1);
  if (!row || row.expiresAt <= now) return null;
  return {
    amountFrom: row.amountFrom,
    amountTo: row.amountTo,
    expiresAt: row.expiresAt.toISOString(),
    from: row.fromCode,
    to: row.toCode,
    direction: row.direction === 'reverse' ? 'reverse' : 'direct',
  };
}

/** Deletes quotes that expired more than an hour ago (a job calls it). */
export async function purgeExpiredQuotes(now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .delete(fixedQuotes)
    .where(lt(fixedQuotes.expiresAt, new Date(now.getTime() - 3_600_000)));
}
