import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import type { ApiErrorCode } from '@/lib/api/errors';
import { PARTNER_REF_FORMAT } from '@/lib/api/auth/ref-link';
import { freeText } from '@/lib/api/free-text';
import {
  amountSchema,
  currencyCodeSchema,
  quoteDirectionSchema,
  rateTypeSchema,
} from '@/lib/rates/contract';
import { simulateActionSchema, swapViewSchema } from './view-schema';

// POST /api/v1/swaps, GET /api/v1/swaps/{id} and its sandbox simulation: the create request the
// checkout form and the route parse, the view every answer carries (./view-schema.ts), and the
// codes they answer. Browser-safe: zod only.

export * from './view-schema';
export { formatSwapId, groupSwapId, normaliseSwapId, readSwapId, swapIdToLookUp } from './swap-id';

/** Addresses and memos are typed or pasted: no control character or bidi override either. */
const optionalText = (max: number) =>
  freeText({ max })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const createSwapSchema = z.object({
  provider: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/),
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: amountSchema,
  direction: quoteDirectionSchema,
  rateType: rateTypeSchema,
  /** Required for a fixed rate: the offer's rateId. */
  rateId: z.string().trim().min(1).max(200).optional(),
  payoutAddress: freeText({ min: 1, max: 256 }),
  /** Memo or tag; required on networks that need one, unless `payoutNoExtraId`. */
  payoutExtraId: optionalText(128),
  /**
   * The visitor says the payout address needs no memo or tag: a personal wallet of their own on
   * a network where exchanges credit deposits by tag (XRP, Stellar, EOS).
   */
  payoutNoExtraId: z.boolean().optional(),
  /** Required for a fixed rate. */
  refundAddress: optionalText(256),
  refundExtraId: optionalText(128),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email().optional()),
  acceptTerms: z.literal(true),
  locale: z.string().max(10).optional(),
  /**
   * The partner id of the affiliate link (`?ref=`) the visitor followed, which the site's swap
   * flow carries; honoured for the site's own form only, never for a key caller (ADR 0022).
   */
  ref: z.string().regex(PARTNER_REF_FORMAT).optional(),
  /**
   * The site's form ran inside the embedded widget (`widget-v2`, /v2/widget), or the compact
   * widget (`widget-v1`, /widget) or the messaging bot (`bot`) opened it in a tab: the swap
   * records that source, and for a widget the partner of its `ref` only (ADR 0023). A
   * statistic, never a permission.
   */
  source: z.enum(['widget-v1', 'widget-v2', 'bot']).optional(),
});

export type CreateSwapRequest = z.input<typeof createSwapSchema>;
export type CreateSwapInput = z.output<typeof createSwapSchema>;

/**
 * The code of each field a visitor fills in, when the field itself is malformed: the checkout
 * form shows the same words for it as for the API's answer. (The route names its own code only
 * for the last two; the others answer validation_failed.)
 */
export const CREATE_SWAP_FIELD_ERRORS = {
  payoutAddress: 'invalid_address',
  payoutExtraId: 'invalid_memo',
  refundAddress: 'invalid_refund_address',
  refundExtraId: 'invalid_memo',
  email: 'invalid_email',
  acceptTerms: 'terms_required',
} as const satisfies Partial<Record<keyof CreateSwapRequest, ApiErrorCode>>;

/** Error codes parseInput gives for fields that have their own. */
export const CREATE_SWAP_FIELD_CODES = {
  acceptTerms: CREATE_SWAP_FIELD_ERRORS.acceptTerms,
  email: CREATE_SWAP_FIELD_ERRORS.email,
} as const;

/** A fixed rate is only honoured with somewhere to send the coins back. */
export function refundAddressRequired(rateType: z.infer<typeof rateTypeSchema>): boolean {
  return rateType === 'fixed';
}

export const simulateSwapSchema = z.object({ action: simulateActionSchema });

export const createSwapOperation = defineOperation({
  operationId: 'createSwap',
  auth: ['public', 'partnerKey', 'publishableKey'],
  scope: 'swaps.create',
  method: 'POST',
  path: '/api/v1/swaps',
  status: 201,
  body: createSwapSchema,
  response: swapViewSchema,
  errors: [
    'validation_failed',
    'unknown_currency',
    'same_currency',
    'invalid_address',
    'invalid_refund_address',
    'memo_required',
    'invalid_memo',
    'refund_address_required',
    'terms_required',
    'invalid_email',
    'idempotency_key_required',
    'unknown_provider',
    'quote_expired',
    'idempotency_in_progress',
    'amount_too_low',
    'amount_too_high',
    'pair_unavailable',
    'idempotency_conflict',
    'unauthorized',
    'insufficient_scope',
    'rate_limited',
    'provider_rejected',
    'provider_unavailable',
  ],
});

export const getSwapOperation = defineOperation({
  operationId: 'getSwap',
  auth: ['public', 'partnerKey', 'publishableKey'],
  scope: 'swaps.read',
  method: 'GET',
  path: '/api/v1/swaps/{id}',
  response: swapViewSchema,
  // 503: the database's read queue is full (Retry-After), see docs/operations.md.
  errors: [
    'unauthorized',
    'insufficient_scope',
    'swap_not_found',
    'rate_limited',
    'service_unavailable',
  ],
});

export const simulateSwapOperation = defineOperation({
  operationId: 'simulateSwap',
  auth: ['public'],
  method: 'POST',
  path: '/api/v1/swaps/{id}/simulate',
  body: simulateSwapSchema,
  response: swapViewSchema,
  errors: ['swap_not_found', 'simulation_not_allowed', 'rate_limited'],
});
