import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { assetPrices, currencies } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { createCoinGeckoSource, type PriceSource } from '@/lib/providers/prices';
import { COINGECKO_IDS } from '../data/coingecko';
import { recordPriceHistory } from './history';

// Reference USD prices: a job refreshes the asset_prices table from the configured source
// (lib/providers/prices makes the vendor call); readers use getReferencePrices() of lib/catalogue.

/** How often the job calls refreshPrices (CoinGecko's demo plan allows 30 calls/minute). */
export const PRICE_REFRESH_INTERVAL_MS = 5 * 60_000;

export type RefreshResult =
  | { status: 'updated'; source: string; count: number }
  | { status: 'skipped'; reason: 'no_source' }
  | { status: 'failed'; source: string; error: string };

/** The configured price source: CoinGecko when COINGECKO_API_KEY is set, otherwise none. */
export function configuredPriceSource(): PriceSource | null {
  const { COINGECKO_API_KEY, COINGECKO_PLAN } = env();
  return COINGECKO_API_KEY
    ? createCoinGeckoSource({ apiKey: COINGECKO_API_KEY, plan: COINGECKO_PLAN, ids: COINGECKO_IDS })
    : null;
}

/**
 * Fetches USD prices for every enabled currency's ticker and upserts them into asset_prices.
 * Meant for a job every few minutes; never throws: a failed source keeps the last prices (the
 * snapshot at worst) and answers why.
 */
export async function refreshPrices(
  options: { db?: Db; source?: PriceSource | null; signal?: AbortSignal; now?: Date } = {},
): Promise<RefreshResult> {
  const source = options.source === undefined ? configuredPriceSource() : options.source;
  if (!source) return { status: 'skipped', reason: 'no_source' };
  try {
    const db = options.db ?? (await getDb());
    const rows = await db
      .selectDistinct({ ticker: currencies.ticker })
      .from(currencies)
      .where(eq(currencies.enabled, true));
    const prices = await source.fetchUsd(
      rows.map((row) => row.ticker),
      options.signal,
    );
    const asOf = options.now ?? new Date();
    const values = [...prices]
      .filter(([, usd]) => Number.isFinite(usd) && usd > 0)
      .map(([ticker, usd]) => ({ ticker, usd, source: source.name, asOf }));
    if (values.length > 0) {
      await db
        .insert(assetPrices)
        .values(values)
        .onConflictDoUpdate({
          target: assetPrices.ticker,
          set: { usd: sql`excluded.usd`, source: sql`excluded.source`, asOf: sql`excluded.as_of` },
        });
    }
    // The same prices as points of the coin pages' history, and the points past its retention out.
    await recordPriceHistory(db, values, asOf);
    invalidateCacheTags('prices');
    return { status: 'updated', source: source.name, count: values.length };
  } catch (error) {
    log.warn('prices: refresh failed, keeping the last prices', { source: source.name, error });
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'failed', source: source.name, error: message };
  }
}
