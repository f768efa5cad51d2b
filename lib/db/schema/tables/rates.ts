import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/**
 * One row per provider answer in an offers round (lib/rates/history.ts): what the site measured
 * of each provider, for /providers' figures and the pair pages' last seen offers. No visitor data:
 * no IP, no address, no swap. Rows older than 35 days are purged (the housekeeping job).
 */
export const quoteObservations = pgTable(
  'quote_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The offers round the answer belongs to: one id for all of a round's rows. */
    roundId: text('round_id').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    sandbox: boolean('sandbox').notNull(),
    rateType: text('rate_type').notNull(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    direction: text('direction').notNull(),
    /** What is sent (decimal text); null for a reverse question without an offer. */
    amountFrom: text('amount_from'),
    /**
     * What is received after every fee (decimal text); for a failure, the amount wanted when the
     * question was reverse, else null.
     */
    amountTo: text('amount_to'),
    /** The offer's rate as the provider wrote it; null when there was no offer. */
    rate: text('rate'),
    /** 'offer', or the kind of failure (lib/providers/kit/contract.ts PROVIDER_ERROR_KINDS). */
    outcome: text('outcome').notNull(),
    /** Milliseconds from the question to the answer (monotonic); null when not measured. */
    answerMs: integer('answer_ms'),
    /**
     * A new answer of the provider to a question this round put to it. False when the answer came
     * from the offers cache, from another round's call already on its way, or was a refusal made
     * here without asking (breaker open, budget spent): shown to the visitor, but not a new
     * measurement, so the figures leave it out.
     */
    measured: boolean('measured').notNull(),
    /** This offer was the round's best (most received). */
    best: boolean('best').notNull(),
    /** 1 − received ÷ (sent at the reference prices); null without both reference prices. */
    spread: numeric('spread'),
    /**
     * The network (withdrawal) fee the offer deducted, in the currency received, as the provider
     * named it; null when it named none or there was no offer. The compare pages read it back.
     */
    networkFee: text('network_fee'),
    minAmount: text('min_amount'),
    maxAmount: text('max_amount'),
  },
  (table) => [
    index('quote_observations_pair').on(table.fromCode, table.toCode, table.observedAt.desc()),
    index('quote_observations_provider').on(table.provider, table.observedAt),
    index('quote_observations_observed').on(table.observedAt),
    // The fees seen when paying a currency out are read by the currency received alone.
    index('quote_observations_payout').on(table.toCode, table.observedAt.desc()),
  ],
);
