import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** lib/dex/contract.ts DEX_TX_STATES, repeated here: the schema imports nothing from lib/dex. */
export const DEX_SWAP_STATES = [
  'pending',
  'confirmed',
  'reverted',
  'dropped',
  'not_found',
] as const;

/**
 * The chain facts of a DEX swap the visitor's wallet sent (POST /api/v1/dex/swaps): one row per
 * transaction, beside the `orders` row (kind 'dex') that carries its attribution. Tokens are
 * kept as the server resolved them when recorded (curated list, else read on chain), amounts
 * as base-unit integer strings. The taker and nonce are the chain's, filled once the node has
 * shown the transaction: the nonce tells a dropped or replaced transaction from a late one.
 */
export const dexSwaps = pgTable(
  'dex_swaps',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** Lower-case 0x + 64 hex. */
    txHash: text('tx_hash').notNull(),
    aggregator: text('aggregator').notNull(),
    fromAddress: text('from_address').notNull(),
    fromSymbol: text('from_symbol').notNull(),
    fromName: text('from_name').notNull(),
    fromDecimals: integer('from_decimals').notNull(),
    toAddress: text('to_address').notNull(),
    toSymbol: text('to_symbol').notNull(),
    toName: text('to_name').notNull(),
    toDecimals: integer('to_decimals').notNull(),
    amountIn: text('amount_in').notNull(),
    amountOut: text('amount_out').notNull(),
    minOut: text('min_out').notNull(),
    taker: text('taker'),
    nonce: bigint('nonce', { mode: 'number' }),
    state: text('state', { enum: DEX_SWAP_STATES }).notNull().default('pending'),
    blockNumber: text('block_number'),
    /** Wei: gasUsed × effectiveGasPrice, plus the L1 data fee on rollups that report one. */
    gasCostWei: text('gas_cost_wei'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dex_swaps_chain_tx_idx').on(table.chainId, table.txHash),
    index('dex_swaps_tx_idx').on(table.txHash),
  ],
);
