import 'server-only';
import { sql } from 'drizzle-orm';
import { assetPrices, coins, currencies, networks } from '../db/schema';
import type { SeedStep, SeedTarget } from '../db/seed';
import { SEED_CURRENCIES } from './data/currencies';
import { PRICE_SNAPSHOT, PRICE_SNAPSHOT_AS_OF } from './data/price-snapshot';
import { coinIcon } from './icons';
import { NETWORKS } from './networks';

/**
 * Upserts the catalogue (lib/catalogue/networks.ts and data/): networks, currencies, one coins
 * row per ticker, and the price snapshot. Idempotent. Left alone: the operator's `enabled`
 * switch, coins rows that already exist (lib/db/seed-data.ts owns their names and ranks), and
 * prices newer than the snapshot.
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

  await tx
    .insert(networks)
    .values(
      NETWORKS.map((network, index) => ({
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
      })),
    )
    .onConflictDoUpdate({
      target: networks.code,
      set: {
        name: sql`excluded.name`,
        badge: sql`excluded.badge`,
        addressKind: sql`excluded.address_kind`,
        memoLabel: sql`excluded.memo_label`,
        memoRequired: sql`excluded.memo_required`,
        memoFormat: sql`excluded.memo_format`,
        memoMaxLength: sql`excluded.memo_max_length`,
        explorerTx: sql`excluded.explorer_tx`,
        explorerAddress: sql`excluded.explorer_address`,
        position: sql`excluded.position`,
      },
    });

  await tx
    .insert(currencies)
    .values(SEED_CURRENCIES.map((currency) => ({ ...currency, icon: coinIcon(currency.ticker) })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: {
        ticker: sql`excluded.ticker`,
        name: sql`excluded.name`,
        network: sql`excluded.network`,
        contract: sql`excluded.contract`,
        decimals: sql`excluded.decimals`,
        icon: sql`excluded.icon`,
        popularRank: sql`excluded.popular_rank`,
      },
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
