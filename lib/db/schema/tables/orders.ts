import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ORDER_SOURCES } from '../order-sources';

/**
 * What an order was placed with: a ramp's checkout, or a DEX swap the visitor's wallet sent
 * (its chain facts in `dex_swaps`, ./dex-swaps.ts); bridge routes in their issue.
 */
export const ORDER_KINDS = ['ramp', 'dex'] as const;

/**
 * One order handed to a vendor other than through `swaps` (a ramp checkout), for attribution and
 * commission settlement (ADR 0021). It keeps no wallet address, IP or e-mail: the vendor takes
 * the payment and the visitor's details on its own site.
 */
export const orders = pgTable('orders', {
  /** Ours: the checkout's idempotency id, so a repeated click is one order. */
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ORDER_KINDS }).notNull(),
  provider: text('provider').notNull(),
  sandbox: boolean('sandbox').notNull(),
  /** buy (fiat to coin) or sell (coin to fiat); `swap` for a DEX swap. */
  side: text('side').notNull(),
  /**
   * The vendor's id of the order (Banxa, Guardarian, Changelly's fiat API create one); null
   * where the checkout is a signed URL and the vendor makes the order later.
   */
  providerOrderId: text('provider_order_id'),
  /**
   * Buy: the fiat paid and the coin bought; sell: the coin sold and the fiat paid out. A DEX
   * swap: the tokens' symbols as resolved on the server (the addresses are in dex_swaps).
   */
  fromCode: text('from_code').notNull(),
  toCode: text('to_code').notNull(),
  /** In from_code: what the visitor asked to pay (buy) or sell (a DEX swap's, in human units). */
  amountFrom: text('amount_from').notNull(),
  /** The ramp's payment method; `wallet` for a DEX swap. */
  method: text('method').notNull(),
  /** An aggregator's underlying provider, in the aggregator's code. */
  via: text('via'),
  source: text('source', { enum: ORDER_SOURCES }).notNull(),
  partnerId: text('partner_id'),
  keyId: text('key_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
