import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import type { ApiErrorCode } from '@/lib/api/errors';
import {
  amountSchema,
  currencyCodeSchema,
  quoteDirectionSchema,
  rateTypeSchema,
} from '@/lib/rates/contract';
import { SWAP_STATUSES } from './status';

// POST /api/v1/swaps, GET /api/v1/swaps/{id} and its sandbox simulation: the create request the
// checkout form and the route parse, the view every answer carries, and the codes they answer.
// Browser-safe: zod only.

export {
  formatSwapId,
  groupSwapId,
  normaliseSwapId,
  readSwapId,
  swapIdToLookUp,
  type SwapIdReading,
} from './swap-id';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
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
  payoutAddress: z.string().trim().min(1).max(256),
  /** Memo or tag; required on networks that need one. */
  payoutExtraId: optionalText(128),
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

export const simulateActionSchema = z.enum(['deposit', 'fail', 'refund']);
export const simulateSwapSchema = z.object({ action: simulateActionSchema });

export const swapStatusSchema = z.enum(SWAP_STATUSES);

export const swapSideSchema = z.object({
  /** Our currency code, e.g. 'usdttrc20'. */
  code: z.string(),
  ticker: z.string(),
  name: z.string(),
  network: z.string(),
  networkName: z.string(),
  icon: z.string(),
});

export const swapHistoryEntrySchema = z.object({ status: swapStatusSchema, at: z.iso.datetime() });

export const swapViewSchema = z.object({
  /** Public Swap ID: random, unguessable, short enough to read aloud. */
  id: z.string(),
  sandbox: z.boolean(),
  provider: z.object({ id: z.string(), name: z.string(), website: z.string() }),
  status: swapStatusSchema,
  rateType: rateTypeSchema,
  direction: quoteDirectionSchema,
  from: swapSideSchema,
  to: swapSideSchema,
  /** Decimal strings; expected until the provider reports the actual amounts. */
  amountFrom: z.string(),
  amountTo: z.string(),
  depositAddress: z.string(),
  /** Memo/tag the deposit must carry; null when none. */
  depositExtraId: z.string().nullable(),
  payoutAddress: z.string(),
  payoutExtraId: z.string().nullable(),
  /** Masked ('bc1qar…5mdq'): only the first 6 and last 4 characters are public. */
  refundAddress: z.string().nullable(),
  refundExtraId: z.string().nullable(),
  depositHash: z.string().nullable(),
  payoutHash: z.string().nullable(),
  explorer: z.object({
    depositTx: z.string().nullable(),
    payoutTx: z.string().nullable(),
    payoutAddress: z.string().nullable(),
  }),
  history: z.array(swapHistoryEntrySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Fixed rate: when the deposit must have arrived. */
  expiresAt: z.iso.datetime().nullable(),
  /** Sandbox only: actions POST /api/v1/swaps/{id}/simulate accepts now. */
  simulate: z.array(simulateActionSchema),
});

export type SimulateAction = z.infer<typeof simulateActionSchema>;
export type SwapSide = z.infer<typeof swapSideSchema>;
export type SwapHistoryEntry = z.infer<typeof swapHistoryEntrySchema>;
export type SwapView = z.infer<typeof swapViewSchema>;

export const createSwapOperation = defineOperation({
  method: 'POST',
  path: '/api/v1/swaps',
  status: 201,
  body: createSwapSchema,
  response: swapViewSchema,
  errors: {
    400: [
      'validation_failed',
      'invalid_address',
      'invalid_refund_address',
      'memo_required',
      'invalid_memo',
      'refund_address_required',
      'terms_required',
      'invalid_email',
      'idempotency_key_required',
    ],
    404: ['unknown_provider', 'unknown_currency'],
    409: ['quote_expired', 'idempotency_in_progress'],
    422: ['amount_too_low', 'amount_too_high', 'pair_unavailable', 'idempotency_conflict'],
    429: ['rate_limited'],
    502: ['provider_rejected'],
    503: ['provider_unavailable'],
  },
});

export const getSwapOperation = defineOperation({
  method: 'GET',
  path: '/api/v1/swaps/{id}',
  response: swapViewSchema,
  errors: { 404: ['swap_not_found'] },
});

export const simulateSwapOperation = defineOperation({
  method: 'POST',
  path: '/api/v1/swaps/{id}/simulate',
  body: simulateSwapSchema,
  response: swapViewSchema,
  errors: { 404: ['swap_not_found'], 409: ['simulation_not_allowed'] },
});
