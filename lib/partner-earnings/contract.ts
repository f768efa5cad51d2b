import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';

// The partner's earnings and payouts on the API (GET /api/v1/partner/earnings, GET and POST
// /api/v1/partner/payouts) and the operator's admin calls: what the routes parse and answer, and
// what lib/openapi describes. Browser-safe (no server import).

/** The longest period one earnings request may cover. */
export const MAX_EARNINGS_RANGE_DAYS = 366;
/** The period an earnings request without dates covers: the last 30 UTC days, today included. */
export const DEFAULT_EARNINGS_RANGE_DAYS = 30;

const DAY_MS = 24 * 3_600_000;

/** A UTC calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const utcDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'not a calendar day');

/** The ledger's and the payouts' statuses (lib/db/schema/tables/partners.ts; ./payouts.ts checks they agree). */
export const COMMISSION_STATUS_VALUES = ['estimated', 'pending', 'confirmed', 'void'] as const;
export const PAYOUT_STATUS_VALUES = ['requested', 'confirmed', 'paid', 'expired'] as const;

export const commissionStatusSchema = z.enum(COMMISSION_STATUS_VALUES);
export const payoutStatusSchema = z.enum(PAYOUT_STATUS_VALUES);

export const earningsQuerySchema = z
  .strictObject({
    from: utcDaySchema.optional(),
    to: utcDaySchema.optional(),
    status: commissionStatusSchema.optional(),
  })
  .transform((query, ctx) => {
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from =
      query.from ??
      new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_EARNINGS_RANGE_DAYS - 1) * DAY_MS)
        .toISOString()
        .slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
      return z.NEVER;
    }
    if (days > MAX_EARNINGS_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `at most ${MAX_EARNINGS_RANGE_DAYS} days`,
      });
      return z.NEVER;
    }
    return { from, to, status: query.status };
  });
export type EarningsQuery = z.output<typeof earningsQuerySchema>;

/** A decimal as text (exact: never a JSON number). */
const decimal = z.string();

export const earningsDaySchema = z.object({
  /** The UTC day the swaps finished. */
  day: z.string(),
  /** The deposit currency (a currencies code). */
  currency: z.string(),
  status: commissionStatusSchema,
  /** True for commissions our own figures estimate (no provider report confirms them). */
  estimated: z.boolean(),
  /** Swaps with a simulated provider: shown for testing, never paid. */
  sandbox: z.boolean(),
  count: z.number().int(),
  /** Exchange amount, in the deposit currency. */
  amount: decimal,
  /** Commission, in the deposit currency. */
  commission: decimal,
  /** Exchange amount in USD of the swaps that have a reference price. */
  amountUsd: decimal,
  commissionUsd: decimal,
  /** Swaps without a stored reference price at the finish: not in the USD figures. */
  withoutUsd: z.number().int(),
});

export const earningsTotalSchema = z.object({
  status: commissionStatusSchema,
  estimated: z.boolean(),
  count: z.number().int(),
  amountUsd: decimal,
  commissionUsd: decimal,
  withoutUsd: z.number().int(),
});

export const earningsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The rows' days, currencies and statuses; a day without swaps has no row. */
  days: z.array(earningsDaySchema),
  /** The whole period by status (USD only: currencies do not add up). */
  totals: z.array(earningsTotalSchema),
  /** What each status means, and why a USD figure may be missing. */
  notes: z.object({
    statuses: z.record(z.string(), z.string()),
    withoutUsd: z.string(),
    payable: z.string(),
  }),
});
export type EarningsResponse = z.output<typeof earningsResponseSchema>;

export const payoutViewSchema = z.object({
  id: z.string(),
  status: payoutStatusSchema,
  /** What it pays, in USD, to the cent. */
  amountUsd: decimal,
  /** The commissions it pays, by their status now (estimated: our own figure, see notes). */
  commissions: z.object({
    count: z.number().int(),
    confirmed: z.number().int(),
    estimated: z.number().int(),
    /** Refunded or failed after it was asked for: the operator deducts them. */
    void: z.number().int(),
  }),
  /** The first and last finish time of the swaps it pays. */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the e-mailed link confirms it (status requested). */
  confirmExpiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayoutView = z.output<typeof payoutViewSchema>;

/** The request has no fields: it asks for every payable commission at once. */
export const requestPayoutSchema = z.strictObject({});

export const requestPayoutResponseSchema = z.object({
  payout: payoutViewSchema,
  /** Which commissions were payable, in words. */
  note: z.string(),
});

export const payoutListQuerySchema = z.strictObject({
  status: payoutStatusSchema.optional(),
});

export const payoutListResponseSchema = z.object({ payouts: z.array(payoutViewSchema) });

export const listPartnerEarningsOperation = defineOperation({
  operationId: 'listPartnerEarnings',
  auth: ['partnerKey'],
  scope: 'reports.read',
  method: 'GET',
  path: '/api/v1/partner/earnings',
  query: earningsQuerySchema,
  response: earningsResponseSchema,
  errors: ['validation_failed', 'unauthorized', 'insufficient_scope', 'rate_limited'],
});

export const requestPartnerPayoutOperation = defineOperation({
  operationId: 'requestPartnerPayout',
  auth: ['partnerKey'],
  scope: 'payouts.write',
  method: 'POST',
  path: '/api/v1/partner/payouts',
  status: 201,
  body: requestPayoutSchema,
  response: requestPayoutResponseSchema,
  errors: [
    'invalid_json',
    'validation_failed',
    'idempotency_key_required',
    'unauthorized',
    'insufficient_scope',
    'idempotency_in_progress',
    'payload_too_large',
    'unsupported_media_type',
    'idempotency_conflict',
    'payout_below_minimum',
    'rate_limited',
  ],
});

export const listPartnerPayoutsOperation = defineOperation({
  operationId: 'listPartnerPayouts',
  auth: ['partnerKey'],
  scope: 'reports.read',
  method: 'GET',
  path: '/api/v1/partner/payouts',
  query: payoutListQuerySchema,
  response: payoutListResponseSchema,
  errors: ['validation_failed', 'unauthorized', 'insufficient_scope', 'rate_limited'],
});

// The operator's calls (scripts/admin.mjs payouts …).

export const adminCommissionExportQuerySchema = z
  .strictObject({
    partner: z.string().regex(/^[a-z0-9]{12}$/),
    from: utcDaySchema,
    to: utcDaySchema,
  })
  .refine((query) => query.from <= query.to, { path: ['from'], message: 'from is after to' });

export const adminMarkPaidSchema = z.strictObject({
  reference: z.string().trim().min(1).max(200),
});

/** The confirm page's form: the token from the e-mailed link, and the page's language. */
export const confirmPayoutFormSchema = z.strictObject({
  // Any short text: a mangled link is answered with the page's "not valid" state, not a 400.
  token: z.string().max(200),
  locale: z.string().max(10).optional(),
});
