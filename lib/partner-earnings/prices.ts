import 'server-only';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { assetPrices, currencies, priceHistory } from '@/lib/db/schema';
import { priceDecimal } from './maths';

// The USD price of a deposit coin at a swap's finish, from the stored reference prices: the
// price history (one point per price refresh, kept 8 days) at or before the finish, else the
// last known price when it was taken close enough to the finish. Nothing else: a price from a
// week before is no price "at the finish time", and the commission keeps its USD empty instead.

/** How far from the finish a stored price may be to count as the price at the finish. */
export const PRICE_TOLERANCE_MS = 6 * 3_600_000;

/** Why a commission has no USD figure (the one reason there is, said in every answer). */
export const NO_USD_REASON = 'no_reference_price';

/** The USD price of one whole `currencyCode` (a currencies code such as 'usdttrc20') at `at`. */
export async function usdPriceAt(db: Db, currencyCode: string, at: Date): Promise<string | null> {
  const [currency] = await db
    .select({ ticker: currencies.ticker })
    .from(currencies)
    .where(eq(currencies.code, currencyCode));
  if (!currency) return null;
  const [point] = await db
    .select({ usd: priceHistory.usd })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.ticker, currency.ticker),
        lte(priceHistory.asOf, at),
        gte(priceHistory.asOf, new Date(at.getTime() - PRICE_TOLERANCE_MS)),
      ),
    )
    .orderBy(desc(priceHistory.asOf))
    .limit(1);
  if (point) return priceDecimal(point.usd);
  const [last] = await db
    .select({ usd: assetPrices.usd, asOf: assetPrices.asOf })
    .from(assetPrices)
    .where(eq(assetPrices.ticker, currency.ticker));
  if (!last || Math.abs(last.asOf.getTime() - at.getTime()) > PRICE_TOLERANCE_MS) return null;
  return priceDecimal(last.usd);
}
