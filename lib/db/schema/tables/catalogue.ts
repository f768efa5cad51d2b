import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { coins } from './site';

/** A blockchain a currency lives on. Rows come from lib/catalogue/networks.ts via the seed. */
export const networks = pgTable(
  'networks',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Short label for badges: 'ERC20', 'TRC20'... */
    badge: text('badge').notNull(),
    /** Which validator of lib/catalogue/address.ts checks the network's addresses. */
    addressKind: text('address_kind').notNull(),
    // The memo rule: either all four columns are set or none (no memo on this network).
    memoLabel: text('memo_label'),
    memoRequired: boolean('memo_required'),
    memoFormat: text('memo_format'),
    memoMaxLength: integer('memo_max_length'),
    /** URL templates with {hash} / {address}; empty when the network has no public explorer. */
    explorerTx: text('explorer_tx').notNull(),
    explorerAddress: text('explorer_address').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('networks_code_format', sql`${table.code} ~ '^[a-z0-9]+$'`),
    check(
      'networks_memo_complete',
      sql`(${table.memoLabel} is null) = (${table.memoRequired} is null)
        and (${table.memoLabel} is null) = (${table.memoFormat} is null)
        and (${table.memoLabel} is null) = (${table.memoMaxLength} is null)`,
    ),
  ],
);

/** An asset on one network: what a visitor swaps ('usdttrc20' is USDT on TRON). */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => coins.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    name: text('name').notNull(),
    network: text('network')
      .notNull()
      .references(() => networks.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /** Token contract; null for the network's native coin. */
    contract: text('contract'),
    decimals: integer('decimals').notNull(),
    /** Public path of the icon, e.g. '/icons/coins/usdt.svg'. */
    icon: text('icon').notNull(),
    popularRank: integer('popular_rank'),
    /** The operator's switch: disabled currencies are not listed nor swappable. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('currencies_code_format', sql`${table.code} ~ '^[a-z0-9]+$'`),
    check('currencies_decimals_range', sql`${table.decimals} between 0 and 36`),
    index('currencies_ticker_idx').on(table.ticker),
    index('currencies_network_idx').on(table.network),
  ],
);

/** The last known USD price per ticker, from the shipped snapshot or a price source. */
export const assetPrices = pgTable(
  'asset_prices',
  {
    ticker: text('ticker')
      .primaryKey()
      .references(() => coins.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    usd: doublePrecision('usd').notNull(),
    /** 'snapshot' (shipped with the seed) or the price source's name ('coingecko'). */
    source: text('source').notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  },
  (table) => [check('asset_prices_usd_positive', sql`${table.usd} > 0`)],
);

/**
 * USD prices over time, one row per ticker per price refresh: the coin pages' 24-hour change and
 * chart. Only a live source writes here (never the snapshot); refreshPrices() purges rows older
 * than PRICE_HISTORY_RETENTION_MS (lib/catalogue/prices/history.ts).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => coins.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    usd: doublePrecision('usd').notNull(),
    source: text('source').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ticker, table.asOf] }),
    index('price_history_as_of_idx').on(table.asOf),
    check('price_history_usd_positive', sql`${table.usd} > 0`),
  ],
);
