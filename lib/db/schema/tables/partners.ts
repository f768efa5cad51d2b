import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The partner program (docs/partners.md): partners, their API keys, the commission ledger, payout
// requests, the webhook delivery log and the applications the /for-partners form receives.
// Amounts are exact decimals (numeric, read as strings; lib/decimal does the maths).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A decimal read and written as a string: never a float. */
const decimal = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const PARTNER_STATUSES = ['active', 'suspended'] as const;

/** A business that sends swaps through the API, a widget or a `?ref=` link. */
export const partners = pgTable(
  'partners',
  {
    /** 12 lowercase letters and digits: the `ref` of its links and the partner in its keys. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    website: text('website'),
    /** Share of the exchange amount the partner earns (0.002 = 0.2%). */
    commissionRate: decimal('commission_rate').notNull(),
    /** Share of our revenue the partner earns on API swaps (0.5 = 50%), when its deal has one. */
    revenueShare: decimal('revenue_share').notNull().default('0'),
    /** Origins its pages (widgets, publishable keys) may run on, e.g. https://wallet.example. */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    /** Where swap status webhooks go (https only, checked at save and at send). */
    webhookUrl: text('webhook_url'),
    /**
     * Signs the webhooks (HMAC-SHA256). Kept as given: signing needs the secret itself, so it
     * cannot be stored as a hash; it is shown to the partner once, when it is made.
     */
    webhookSecret: text('webhook_secret'),
    status: text('status', { enum: PARTNER_STATUSES }).notNull().default('active'),
    /**
     * How its widgets look and what they may leave out (white label): theme tokens, logo URL,
     * display name, whether it may hide our logo. Validated on write and on read
     * (lib/partner-program/widget-profile.ts); `{}` is the site's own look.
     */
    widget: jsonb('widget').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('partners_id_format', sql`${table.id} ~ '^[a-z0-9]{12}$'`),
    check('partners_status_known', sql`${table.status} in ('active', 'suspended')`),
  ],
);

export const API_KEY_KINDS = ['secret', 'publishable'] as const;

/**
 * A partner's API key. Only its id (part of the token) and, for a secret key, the SHA-256 of its
 * secret part are stored: the token is shown once, when it is issued (lib/api/auth/keys.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    /** 12 lowercase letters and digits, the `<id>` in sl_sk_<id>_<secret> and sl_pk_<id>. */
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    kind: text('kind', { enum: API_KEY_KINDS }).notNull(),
    /** What the operator calls it ("production server", "wallet app"). */
    label: text('label').notNull().default(''),
    /** The start of the token as the partner may see it again, e.g. sl_sk_ab12cd34ef56_Xy…. */
    displayPrefix: text('display_prefix').notNull(),
    /** Secret keys: SHA-256 (hex) of the secret part. */
    secretSha256: text('secret_sha256'),
    /** Publishable keys: signs the embed tokens minted for it (HMAC-SHA256). */
    embedSecret: text('embed_secret'),
    /** What the key may do: offers.read, swaps.create, swaps.read, reports.read, … */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** Publishable keys: the origins a browser may call from (its CORS allowlist). */
    origins: jsonb('origins').$type<string[]>().notNull().default([]),
    /** Requests per minute this key may make. */
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (table) => [
    index('api_keys_partner_idx').on(table.partnerId),
    check('api_keys_id_format', sql`${table.id} ~ '^[a-z0-9]{12}$'`),
    check('api_keys_kind_known', sql`${table.kind} in ('secret', 'publishable')`),
    check(
      'api_keys_secret_kind',
      sql`(${table.kind} = 'secret') = (${table.secretSha256} is not null)`,
    ),
  ],
);

/**
 * `pending`: the provider offers an affiliate report that has not confirmed the swap yet;
 * `estimated`: the provider offers none, so the figure is our own, labelled as such;
 * `confirmed`: the provider's report agrees; `void`: refunded or failed after all (earns nothing).
 */
export const COMMISSION_STATUSES = ['estimated', 'pending', 'confirmed', 'void'] as const;

/** One row per finished swap attributed to a partner: what it earned. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    swapId: text('swap_id').notNull(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    keyId: text('key_id'),
    provider: text('provider').notNull(),
    /** The deposit coin and the exchange amount in it. */
    depositCode: text('deposit_code').notNull(),
    amountDeposit: decimal('amount_deposit').notNull(),
    /** The exchange amount in USD at the finish time, from the stored reference prices. */
    amountUsd: decimal('amount_usd'),
    /** The rate applied (the partner's commission rate when the swap finished). */
    rate: decimal('rate').notNull(),
    commissionDeposit: decimal('commission_deposit').notNull(),
    commissionUsd: decimal('commission_usd'),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    finishedAt: ts('finished_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    /** The payout that paid it, once one has. */
    payoutId: text('payout_id'),
  },
  (table) => [
    uniqueIndex('commissions_swap_idx').on(table.swapId),
    index('commissions_partner_finished_idx').on(table.partnerId, table.finishedAt),
  ],
);

/**
 * requested: the partner asked and an e-mail with a single-use link went out; confirmed: the
 * partner opened the link and confirmed (the processing page); paid: the operator paid it;
 * expired: the link was not used in time (the earnings are free again).
 */
export const PAYOUT_STATUSES = ['requested', 'confirmed', 'paid', 'expired'] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    /** The confirmed earnings it pays, in USD. */
    amountUsd: decimal('amount_usd').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** SHA-256 (hex) of the confirmation link's token: the link works once, until it expires. */
    confirmTokenSha256: text('confirm_token_sha256'),
    confirmExpiresAt: ts('confirm_expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    paidAt: ts('paid_at'),
    /** What the operator noted when paying (a transaction reference). */
    paidReference: text('paid_reference'),
  },
  (table) => [index('payouts_partner_idx').on(table.partnerId, table.createdAt)],
);

/**
 * One webhook message to a partner (a swap's status change), whatever its attempts: the delivery
 * log partners read through the API, kept 90 days. The outbox carries the sending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    event: text('event').notNull(),
    swapId: text('swap_id'),
    /** The JSON body as sent (signed as these exact bytes). */
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: ts('last_attempt_at'),
    /** The partner's HTTP status on the last attempt; null when it did not answer. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    /** No more attempts (24 hours of retries ran out). */
    failedAt: ts('failed_at'),
  },
  (table) => [index('webhook_deliveries_partner_idx').on(table.partnerId, table.createdAt)],
);

export const EXPECTED_VOLUMES = ['under-10k', '10k-100k', '100k-1m', 'over-1m'] as const;

/** What businesses sent through the /for-partners form: kept whatever happens to the e-mail. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    /** Monthly volume in USD the business expects, as one of EXPECTED_VOLUMES. */
    expectedVolume: text('expected_volume', { enum: EXPECTED_VOLUMES }).notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('partner_applications_created_idx').on(table.createdAt)],
);
