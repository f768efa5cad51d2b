import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox providers' own books: what a real provider keeps on its side. A swap's status is
 * derived from these times (lib/providers/exchange/sandbox/lifecycle.ts), so every instance
 * answers the same.
 */
export const sandboxSwaps = pgTable('sandbox_swaps', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  fromCode: text('from_code').notNull(),
  toCode: text('to_code').notNull(),
  rateType: text('rate_type').notNull(),
  amountFrom: text('amount_from').notNull(),
  amountTo: text('amount_to').notNull(),
  depositAddress: text('deposit_address').notNull(),
  depositExtraId: text('deposit_extra_id'),
  payoutAddress: text('payout_address').notNull(),
  payoutExtraId: text('payout_extra_id'),
  refundAddress: text('refund_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  depositedAt: timestamp('deposited_at', { withTimezone: true }),
  /** 'failed' or 'refunded' when a test forced that end, with the time it was forced. */
  outcome: text('outcome'),
  outcomeAt: timestamp('outcome_at', { withTimezone: true }),
});
