import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_SOURCES } from '../order-sources';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'creating' is written before the provider is called, so a crash mid-call leaves a trace. */
export const SWAP_PHASES = ['creating', 'created', 'failed_to_create'] as const;

/** One swap created through a provider; `id` is the public Swap ID. */
export const swaps = pgTable(
  'swaps',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerSwapId: text('provider_swap_id'),
    sandbox: boolean('sandbox').notNull().default(false),
    phase: text('phase', { enum: SWAP_PHASES }).notNull().default('creating'),
    /** Our SwapStatus (lib/swaps/status.ts); null until the provider answered. */
    status: text('status'),
    providerStatus: text('provider_status'),
    rateType: text('rate_type').notNull(),
    direction: text('direction').notNull(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    amountFrom: text('amount_from').notNull(),
    amountTo: text('amount_to'),
    rateId: text('rate_id'),
    payoutAddress: text('payout_address').notNull(),
    payoutExtraId: text('payout_extra_id'),
    refundAddress: text('refund_address'),
    refundExtraId: text('refund_extra_id'),
    depositAddress: text('deposit_address'),
    depositExtraId: text('deposit_extra_id'),
    depositHash: text('deposit_hash'),
    payoutHash: text('payout_hash'),
    email: text('email'),
    locale: text('locale').notNull(),
    /**
     * Where the swap was asked for (lib/api/auth/attribution.ts). Rows from before migration
     * 0011 were all created through the public route, nearly all by the site's form: 'web'.
     */
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('web'),
    /** The partner and key of a key caller; never shown in the public view. */
    partnerId: text('partner_id'),
    keyId: text('key_id'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When the refresher should ask the provider again; null once terminal. */
    nextCheckAt: ts('next_check_at'),
    lastCheckedAt: ts('last_checked_at'),
    checkFailures: integer('check_failures').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
  },
  (table) => [
    // The refresher's claim: due swaps of created, non-terminal rows.
    index('swaps_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.phase} = 'created' and ${table.nextCheckAt} is not null`),
    // The creation recovery's scan (lib/swaps/recovery.ts filters on updated_at).
    index('swaps_creating_idx')
      .on(table.updatedAt)
      .where(sql`${table.phase} = 'creating'`),
    // A partner's own swaps, newest first (GET /api/v1/partner/swaps).
    index('swaps_partner_created_idx')
      .on(table.partnerId, table.createdAt)
      .where(sql`${table.partnerId} is not null`),
  ],
);

/** The status history of a swap, one row per change. */
export const swapEvents = pgTable(
  'swap_events',
  {
    id: serial('id').primaryKey(),
    swapId: text('swap_id')
      .notNull()
      .references(() => swaps.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    providerStatus: text('provider_status'),
    at: ts('at').notNull().defaultNow(),
  },
  (table) => [index('swap_events_swap_idx').on(table.swapId, table.at)],
);

/** One row per Idempotency-Key of POST /api/v1/swaps: claim, then the stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    swapId: text('swap_id'),
    responseStatus: integer('response_status'),
    /** The answer's JSON text, not jsonb: jsonb reorders keys, and replays must be byte-identical. */
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** While in the future, the claimant is still working; after it, a retry may take over. */
    lockedUntil: ts('locked_until').notNull(),
    /** The current claimant's token: only it may store the answer (a late owner may not). */
    attempt: text('attempt'),
  },
  // One key per Swap ID: a second key on the same ID would show one customer another's swap.
  (table) => [uniqueIndex('idempotency_keys_swap_id_idx').on(table.swapId)],
);
