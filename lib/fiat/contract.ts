import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import { PARTNER_REF_FORMAT } from '@/lib/api/auth/ref-link';
import { freeText } from '@/lib/api/free-text';
import { PROVIDER_ERROR_KINDS } from '@/lib/providers/kit/contract';
import { PAYMENT_METHODS, RAMP_KYC_LEVELS, RAMP_SIDES } from '@/lib/providers/onramp/contract';
import { amountSchema, currencyCodeSchema } from '@/lib/rates/contract';

// GET /api/v1/fiat/offers and POST /api/v1/fiat/checkout: what the buy and sell widget asks and
// what it is answered. Browser-safe: zod only. The site never sees a payment: the checkout answer
// is a URL on the provider's own site.

export const rampSideSchema = z.enum(RAMP_SIDES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** ISO 4217, case-insensitive on the way in. */
export const fiatCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);
/** ISO 3166-1 alpha-2, case-insensitive on the way in. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);
/** ISO 3166-2 ('US-NY'), case-insensitive on the way in. */
export const regionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);

export const fiatOffersQuerySchema = z
  .object({
    side: rampSideSchema,
    /** Our currency code: what is received (buy) or sold (sell). */
    crypto: currencyCodeSchema,
    /** ISO 4217: what is paid (buy) or received (sell); absent: the country's own if offered. */
    fiat: fiatCodeSchema.optional(),
    /** Buy: in the fiat; sell: in the coin. Absent: a typical order (about 200 US dollars). */
    amount: amountSchema.optional(),
    /** Absent: guessed from `languages`, never from the IP address. */
    country: countryCodeSchema.optional(),
    region: regionCodeSchema.optional(),
    method: paymentMethodSchema.default('card'),
    /** The browser's language list (navigator.languages, Accept-Language form) for the guess. */
    languages: freeText({ max: 512 }).optional(),
  })
  .refine((q) => !q.region || (q.country && q.region.startsWith(`${q.country}-`)), {
    path: ['region'],
    message: 'the region must be in the country',
  });

export const rampProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  sandbox: z.boolean(),
  /** Typical minutes from payment to coins (buy) or from deposit to payout (sell). */
  eta: z.object({ min: z.number(), max: z.number() }),
});

export const fiatOfferSchema = z.object({
  provider: rampProviderSchema,
  side: rampSideSchema,
  fiat: z.string(),
  crypto: z.string(),
  method: paymentMethodSchema,
  amountIn: z.string(),
  /** What the visitor receives after every fee: the ranking key. */
  amountOut: z.string(),
  /** Fiat per coin as the provider priced it. */
  price: z.string(),
  fees: z.object({
    provider: z.string().nullable(),
    network: z.string().nullable(),
    partner: z.string().nullable(),
  }),
  /**
   * Everything the visitor loses against the reference price, fees included, as a fraction
   * ("0.0412" = 4.12 %); null without a reference price for the coin in this fiat.
   */
  totalCost: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  kyc: z.enum(RAMP_KYC_LEVELS),
  /** For an aggregator: the underlying provider whose offer this is, in its code ('banxa'). */
  via: z.string().nullable(),
});

export const fiatOfferFailureSchema = z.object({
  provider: rampProviderSchema,
  reason: z.enum(PROVIDER_ERROR_KINDS),
  /** For amount errors: the provider's limits in the input currency. */
  min: z.string().optional(),
  max: z.string().optional(),
});

export const fiatOffersResponseSchema = z.object({
  query: z.object({
    side: rampSideSchema,
    fiat: z.string(),
    crypto: z.string(),
    amount: z.string(),
    country: z.string(),
    /** True when the country was guessed from the browser's languages. */
    guessed: z.boolean(),
    region: z.string().nullable(),
    method: paymentMethodSchema,
  }),
  sandbox: z.boolean(),
  /** Fiat per coin at the reference price (null when none); the basis of totalCost. */
  reference: z
    .object({ price: z.string(), asOf: z.string().nullable(), live: z.boolean() })
    .nullable(),
  /** Best first: most received. */
  offers: z.array(fiatOfferSchema),
  failures: z.array(fiatOfferFailureSchema),
  /** Providers that serve the place and the pair but not with this method (they were not asked). */
  otherMethods: z.array(paymentMethodSchema),
});

export const fiatCheckoutSchema = z.object({
  provider: z.string().trim().min(1).max(64),
  side: rampSideSchema,
  fiat: fiatCodeSchema,
  crypto: currencyCodeSchema,
  amount: amountSchema,
  country: countryCodeSchema,
  region: regionCodeSchema.optional(),
  method: paymentMethodSchema,
  /** Buy: where the coins go; sell: where a failed sale is refunded. */
  address: freeText({ min: 1, max: 256 }),
  extraId: freeText({ max: 128 }).optional(),
  /** The offer's `via`: an aggregator's checkout goes to the provider the visitor was shown. */
  via: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/i)
    .optional(),
  locale: z.string().trim().max(10),
  /** The partner id of the affiliate link (`?ref=`) the visitor followed (ADR 0022). */
  ref: z.string().regex(PARTNER_REF_FORMAT).optional(),
});

export const fiatCheckoutResponseSchema = z.object({
  /** The provider's checkout page (https), to open in a new tab. */
  url: z.string(),
  sandbox: z.boolean(),
});

export type RampSide = z.infer<typeof rampSideSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type FiatOffersQuery = z.output<typeof fiatOffersQuerySchema>;
export type FiatOffer = z.infer<typeof fiatOfferSchema>;
export type FiatOfferFailure = z.infer<typeof fiatOfferFailureSchema>;
export type FiatOffersResponse = z.infer<typeof fiatOffersResponseSchema>;
export type FiatCheckout = z.output<typeof fiatCheckoutSchema>;
export type FiatCheckoutResponse = z.infer<typeof fiatCheckoutResponseSchema>;
export type RampProviderView = z.infer<typeof rampProviderSchema>;

export const getFiatOffersOperation = defineOperation({
  operationId: 'getFiatOffers',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/fiat/offers',
  query: fiatOffersQuerySchema,
  response: fiatOffersResponseSchema,
  errors: ['validation_failed', 'unknown_currency', 'rate_limited'],
});

export const createFiatCheckoutOperation = defineOperation({
  operationId: 'createFiatCheckout',
  auth: ['public'],
  method: 'POST',
  path: '/api/v1/fiat/checkout',
  body: fiatCheckoutSchema,
  response: fiatCheckoutResponseSchema,
  errors: [
    'invalid_json',
    'validation_failed',
    'unknown_currency',
    'invalid_address',
    'memo_required',
    'invalid_memo',
    'unknown_provider',
    'amount_too_low',
    'amount_too_high',
    'provider_unavailable',
    'provider_rejected',
    'idempotency_key_required',
    'idempotency_conflict',
    'forbidden_origin',
    'payload_too_large',
    'unsupported_media_type',
    'rate_limited',
  ],
});
