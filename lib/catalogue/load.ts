import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { assetPrices, currencies, networks } from '../db/schema';
import type { Db } from '../db/types';
import { SEED_CURRENCIES } from './data/currencies';
import { PRICE_SNAPSHOT, PRICE_SNAPSHOT_AS_OF } from './data/price-snapshot';
import { coinIcon } from './icons';
import { getNetwork } from './networks';
import type { Currency, MemoRule, Network, ReferencePrice } from './types';

// Reads the catalogue from the database, or builds it from the seed data (next build without a
// database), in the same order: popular first by rank, then by name.

type NetworkRow = typeof networks.$inferSelect;

function toNetwork(row: NetworkRow): Network {
  const memo: MemoRule | null =
    row.memoLabel !== null && row.memoRequired !== null && row.memoMaxLength !== null
      ? {
          label: row.memoLabel as MemoRule['label'],
          required: row.memoRequired,
          format: row.memoFormat === 'numeric' ? 'numeric' : 'text',
          maxLength: row.memoMaxLength,
        }
      : null;
  // Chain ids are code data, not stored: the seed's network of the same code carries it.
  const chainId = getNetwork(row.code)?.chainId;
  return {
    code: row.code,
    name: row.name,
    badge: row.badge,
    ...(chainId === undefined ? {} : { chainId }),
    addressKind: row.addressKind,
    memo,
    explorerTx: row.explorerTx,
    explorerAddress: row.explorerAddress,
  };
}

export async function loadCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db
    .select({ currency: currencies, network: networks })
    .from(currencies)
    .innerJoin(networks, eq(currencies.network, networks.code))
    .where(eq(currencies.enabled, true))
    // lower(name) in code-point order: the same on every server collation and in seedCurrencies().
    .orderBy(
      sql`${currencies.popularRank} asc nulls last`,
      sql`lower(${currencies.name}) collate "C"`,
      sql`${currencies.code} collate "C"`,
    );
  return rows.map(({ currency, network }) => ({
    code: currency.code,
    ticker: currency.ticker,
    name: currency.name,
    network: toNetwork(network),
    contract: currency.contract,
    decimals: currency.decimals,
    icon: currency.icon,
    popularRank: currency.popularRank,
  }));
}

function compareCurrencies(a: Currency, b: Currency): number {
  if (a.popularRank !== b.popularRank) {
    if (a.popularRank === null) return 1;
    if (b.popularRank === null) return -1;
    return a.popularRank - b.popularRank;
  }
  const [nameA, nameB] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

export function seedCurrencies(): Currency[] {
  return SEED_CURRENCIES.flatMap((seed) => {
    const network = getNetwork(seed.network);
    return network ? [{ ...seed, network, icon: coinIcon(seed.ticker) }] : [];
  }).sort(compareCurrencies);
}

export async function loadPrices(db: Db): Promise<Map<string, ReferencePrice>> {
  const rows = await db.select().from(assetPrices);
  return new Map(
    rows.map((row) => [
      row.ticker,
      {
        ticker: row.ticker,
        usd: row.usd,
        source: row.source === 'coingecko' ? 'coingecko' : 'snapshot',
        asOf: row.asOf.toISOString(),
      },
    ]),
  );
}

export function seedPrices(): Map<string, ReferencePrice> {
  return new Map(
    Object.entries(PRICE_SNAPSHOT).map(([ticker, usd]) => [
      ticker,
      { ticker, usd, source: 'snapshot', asOf: PRICE_SNAPSHOT_AS_OF },
    ]),
  );
}
