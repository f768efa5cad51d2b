import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-rate quotes we showed, by the provider's rate id, until they expire. The swaps API checks
 * here that a fixed-rate swap uses a quote that exists and is still honoured; every instance sees
 * the same rows.
 */
export const fixedQuotes = pgTable(
  'fixed_quotes',
  {
    provider: text('provider').notNull(),
    rateId: text('rate_id').notNull(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    direction: text('direction').notNull(),
    amountFrom: text('amount_from').notNull(),
    amountTo: text('amount_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fixed_quotes_key').on(table.provider, table.rateId),
    index('fixed_quotes_expires').on(table.expiresAt),
  ],
);
