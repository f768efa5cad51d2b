import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import { RATE_TYPES, SWAP_STATUSES } from '@/lib/providers/exchange/contract';

// The partner API's own operations (docs/partners/keys-and-api.md): what a partner reads of its
// swaps with its secret key. Browser-safe: zod only (lib/openapi describes it).

/** Most swaps one page of GET /api/v1/partner/swaps holds. */
export const PARTNER_SWAPS_MAX_LIMIT = 100;
export const PARTNER_SWAPS_DEFAULT_LIMIT = 50;

/** An RFC 3339 date-time with its offset, e.g. 2026-12-01T00:00:00Z. */
const dateTime = z.iso.datetime({ offset: true });

export const partnerSwapsQuerySchema = z.object({
  /** Only swaps in this status. */
  status: z.enum(SWAP_STATUSES).optional(),
  /** Created at or after this instant. */
  createdFrom: dateTime.optional(),
  /** Created before this instant. */
  createdTo: dateTime.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(PARTNER_SWAPS_MAX_LIMIT))
    .optional(),
  /** The previous page's nextCursor: the swaps after it, same filters. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
export type PartnerSwapsQuery = z.output<typeof partnerSwapsQuerySchema>;

/** A swap as its partner sees it: what happened, not who the visitor is (no address, no e-mail). */
export const partnerSwapSchema = z.object({
  id: z.string(),
  status: z.enum(SWAP_STATUSES),
  provider: z.string(),
  sandbox: z.boolean(),
  rateType: z.enum(RATE_TYPES),
  from: z.string(),
  to: z.string(),
  amountFrom: z.string(),
  amountTo: z.string().nullable(),
  /** Where it was asked for: api (a key), widget-v1, widget-v2, web (a `ref` link), bot. */
  source: z.string(),
  /** The key that created it; null for a swap that came through a `ref` link. */
  keyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerSwap = z.infer<typeof partnerSwapSchema>;

export const partnerSwapsResponseSchema = z.object({
  swaps: z.array(partnerSwapSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type PartnerSwapsResponse = z.infer<typeof partnerSwapsResponseSchema>;

export const listPartnerSwapsOperation = defineOperation({
  operationId: 'listPartnerSwaps',
  auth: ['partnerKey'],
  scope: 'swaps.read',
  method: 'GET',
  path: '/api/v1/partner/swaps',
  query: partnerSwapsQuerySchema,
  response: partnerSwapsResponseSchema,
  errors: [
    'validation_failed',
    'unauthorized',
    'insufficient_scope',
    'rate_limited',
    'service_unavailable',
  ],
});
