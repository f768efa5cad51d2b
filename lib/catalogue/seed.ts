import 'server-only';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { assetPrices, coins, currencies, networks } from '../db/schema';
import type { SeedStep, SeedTarget } from '../db/seed';
import { SEED_CURRENCIES } from './data/currencies';
import { PRICE_SNAPSHOT, PRICE_SNAPSHOT_AS_OF } from './data/price-snapshot';
import { coinIcon } from './icons';
import { NETWORKS } from './networks';

/**
 * An upsert's SET: every column the rows write but the conflict key takes the value the insert
 * proposed (`excluded`), so a column added to the rows is refreshed without a second list.
 */
function proposed<Table extends PgTable>(
  table: Table,
  rows: readonly object[],
  key: keyof Table['_']['columns'] & string,
): Record<string, SQL> {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((column) => column !== key);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${columns[k]!.name}`)]));
}

/**
 * Upserts the catalogue (data/networks.json and the currency files in data/): networks,
 * currencies, one coins row per ticker, and the price snapshot. Idempotent. Left alone: the
 * operator's `enabled` switch, coins rows that already exist (lib/db/seed-data.ts owns their
 * names and ranks), and prices newer than the snapshot.
 */
async function seedCatalogue(tx: SeedTarget): Promise<void> {
  const tickers = new Map<string, string>();
  for (const currency of SEED_CURRENCIES) {
    if (!tickers.has(currency.ticker)) tickers.set(currency.ticker, currency.name);
  }
  await tx
    .insert(coins)
    .values([...tickers].map(([code, name]) => ({ code, name, popularRank: null })))
    .onConflictDoNothing({ target: coins.code });

  const networkRows = NETWORKS.map((network, index) => ({
    code: network.code,
    name: network.name,
    badge: network.badge,
    addressKind: network.addressKind,
    memoLabel: network.memo?.label ?? null,
    memoRequired: network.memo?.required ?? null,
    memoFormat: network.memo?.format ?? null,
    memoMaxLength: network.memo?.maxLength ?? null,
    explorerTx: network.explorerTx,
    explorerAddress: network.explorerAddress,
    position: index + 1,
  }));
  await tx
    .insert(networks)
    .values(networkRows)
    .onConflictDoUpdate({ target: networks.code, set: proposed(networks, networkRows, 'code') });

  const currencyRows = SEED_CURRENCIES.map((currency) => ({
    ...currency,
    icon: coinIcon(currency.ticker),
  }));
  await tx
    .insert(currencies)
    .values(currencyRows)
    .onConflictDoUpdate({
      target: currencies.code,
      set: proposed(currencies, currencyRows, 'code'),
    });

  const asOf = new Date(PRICE_SNAPSHOT_AS_OF);
  const prices = Object.entries(PRICE_SNAPSHOT).filter(([ticker]) => tickers.has(ticker));
  await tx
    .insert(assetPrices)
    .values(prices.map(([ticker, usd]) => ({ ticker, usd, source: 'snapshot', asOf })))
    .onConflictDoUpdate({
      target: assetPrices.ticker,
      set: { usd: sql`excluded.usd`, source: sql`excluded.source`, asOf: sql`excluded.as_of` },
      setWhere: sql`${assetPrices.asOf} < excluded.as_of`,
    });
}

/** The catalogue's seed step (registered by lib/startup); its reads are cached under these tags. */
export const catalogueSeedStep: SeedStep = {
  write: seedCatalogue,
  invalidates: ['catalogue', 'prices'],
};

/** How many coins rows the whole seed writes (seed-data.ts's plus the catalogue's tickers). */
export function seededCoinCount(seedDataCodes: readonly string[]): number {
  return new Set([...seedDataCodes, ...SEED_CURRENCIES.map((currency) => currency.ticker)]).size;
}
