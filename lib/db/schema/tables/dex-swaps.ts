import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
 * The aggregator is the browser's word; `tx_to` is where the chain says the transaction went,
 * and the swap counts for the aggregator (and the order's attribution) only from `verified_at`:
 * confirmed at one of that aggregator's routers (lib/dex/routers.ts).
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
    /** The transaction's `to`, lower-case, once the node showed it (null: not yet, or a creation). */
    txTo: text('tx_to'),
    /**
     * Null until the node shows the transaction; then whether it was sent to one of the
     * aggregator's routers on that chain. False is final: such a swap is never attributed.
     */
    routerVerified: boolean('router_verified'),
    /** When the chain first showed it confirmed at such a router: it counts from then on. */
    verifiedAt: ts('verified_at'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dex_swaps_chain_tx_idx').on(table.chainId, table.txHash),
    index('dex_swaps_tx_idx').on(table.txHash),
    // The swaps still to follow (lib/dex/follow.ts), oldest first.
    index('dex_swaps_state_idx').on(table.state, table.recordedAt),
  ],
);
