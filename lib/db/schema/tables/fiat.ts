import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each ramp provider's last read coverage (countries and regions per side, fiats with payment
 * methods and limits, assets): refreshed by a job from the providers' coverage endpoints
 * (lib/fiat/coverage.ts), so the buy and sell pages are rendered without asking any provider.
 * A failed read keeps the previous row. Shape: lib/providers/onramp/contract.ts RampCoverage.
 */
export const rampCoverage = pgTable('ramp_coverage', {
  provider: text('provider').primaryKey(),
  sandbox: boolean('sandbox').notNull(),
  coverage: jsonb('coverage').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});
