import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import { KYC_POLICIES, QUOTE_DIRECTIONS, RATE_TYPES } from '@/lib/providers/exchange/contract';
import { PROVIDER_ERROR_KINDS } from '@/lib/providers/kit/contract';
import { AMOUNT_PATTERN, CURRENCY_CODE_PATTERN, isPositiveAmount } from './rules';

// GET /api/v1/offers: its query, its answer and the events it streams, with the amount and
// currency-code rules every form and route shares. Browser-safe: zod only.

/**
 * A positive decimal in whole coins (the rule is in ./rules.ts). Offers always had this rule;
 * swaps took up to 18 integer digits, but a swap is only ever created from an offer.
 */
export const amountSchema = z
  .string()
  .trim()
  .regex(AMOUNT_PATTERN)
  .refine(isPositiveAmount, 'must be positive');

/** Our currency code ('btc', 'usdttrc20'), case-insensitive on the way in. */
export const currencyCodeSchema = z.string().trim().toLowerCase().regex(CURRENCY_CODE_PATTERN);

// The providers' vocabulary, on the wire.
export const rateTypeSchema = z.enum(RATE_TYPES);
/** direct: `amount` is what the visitor sends; reverse: `amount` is what they want to get. */
export const quoteDirectionSchema = z.enum(QUOTE_DIRECTIONS);
const kycPolicySchema = z.enum(KYC_POLICIES);
/** 'all' asks every provider for both rate types. */
const rateTypeQuerySchema = z.enum([...RATE_TYPES, 'all']);

export const offersQuerySchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: amountSchema,
  direction: quoteDirectionSchema.default('direct'),
  rateType: rateTypeQuerySchema.default('all'),
});

/**
 * GET /api/v1/offers's query: the offers query, and `stream=false` for one JSON answer even
 * from a client whose Accept names NDJSON (a simple client, or a library that always sends it).
 */
export const offersRouteQuerySchema = offersQuerySchema.extend({
  stream: z.enum(['true', 'false']).optional(),
});

/** The query as the answer repeats it (parsed: lower-case codes, defaults filled in). */
export const offersQueryEchoSchema = z.object({
  from: z.string(),
  to: z.string(),
  amount: z.string(),
  direction: quoteDirectionSchema,
  rateType: rateTypeQuerySchema,
});

export const offerProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  sandbox: z.boolean(),
  kyc: kycPolicySchema,
  rating: z.number().min(0).max(5),
  /** Typical minutes from deposit to payout. */
  eta: z.object({ min: z.number(), max: z.number() }),
});

// Amounts in answers are decimal strings as the providers' adapters wrote them.
export const offerSchema = z.object({
  provider: offerProviderSchema,
  rateType: rateTypeSchema,
  amountFrom: z.string(),
  /** What the visitor receives after every fee: the ranking key. */
  amountTo: z.string(),
  rate: z.string(),
  networkFee: z.string().nullable(),
  min: z.string(),
  max: z.string().nullable(),
  rateId: z.string().nullable(),
  /** Fixed rate: when the quote stops being honoured (as the provider wrote it). */
  expiresAt: z.string().nullable(),
});

const offerFailureReasonSchema = z.enum(PROVIDER_ERROR_KINDS);

export const offerFailureSchema = z.object({
  provider: offerProviderSchema,
  /** The rate type asked for; absent when the failure concerns the provider as a whole. */
  rateType: rateTypeSchema.optional(),
  reason: offerFailureReasonSchema,
  /** For amount_too_low / amount_too_high: the provider's limit in the currency sent. */
  min: z.string().optional(),
  max: z.string().optional(),
});

/** The widest range any provider accepts, in the currency sent (null: none named, or no max). */
export const offerLimitsSchema = z.object({
  min: z.string().nullable(),
  max: z.string().nullable(),
});

/** One NDJSON line of the streamed answer, in this order: start, (offer | failure)*, done. */
export const offerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    query: offersQueryEchoSchema,
    sandbox: z.boolean(),
    providers: z.array(offerProviderSchema),
  }),
  z.object({ type: z.literal('offer'), offer: offerSchema }),
  z.object({ type: z.literal('failure'), failure: offerFailureSchema }),
  z.object({ type: z.literal('done'), best: offerSchema.nullable(), limits: offerLimitsSchema }),
]);

/** The JSON answer: everything the stream carries, once the overall deadline has passed. */
export const offersResponseSchema = z.object({
  query: offersQueryEchoSchema,
  sandbox: z.boolean(),
  /** Best first: most received; ties by rating. */
  offers: z.array(offerSchema),
  failures: z.array(offerFailureSchema),
  limits: offerLimitsSchema,
});

export type RateType = z.infer<typeof rateTypeSchema>;
export type OffersQuery = z.output<typeof offersQuerySchema>;
export type OfferProvider = z.infer<typeof offerProviderSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type OfferFailure = z.infer<typeof offerFailureSchema>;
export type OfferLimits = z.infer<typeof offerLimitsSchema>;
export type OfferEvent = z.infer<typeof offerEventSchema>;
export type OffersResponse = z.infer<typeof offersResponseSchema>;

export const getOffersOperation = defineOperation({
  operationId: 'getOffers',
  auth: ['public', 'partnerKey', 'publishableKey'],
  scope: 'offers.read',
  method: 'GET',
  path: '/api/v1/offers',
  query: offersRouteQuerySchema,
  response: offersResponseSchema,
  event: offerEventSchema,
  errors: [
    'validation_failed',
    'unknown_currency',
    'same_currency',
    'unauthorized',
    'insufficient_scope',
    'rate_limited',
  ],
});
