import '@/lib/zod-jitless';
import { z } from 'zod';
import { vendorCheckoutUrl } from '../checkout-url';
import { decimalString } from '@/lib/decimal';

// Changelly Fiat API v1 answers we read (https://fiat-api.changelly.com/docs). Field names as
// documented; unknown fields pass through; amounts are strings (numbers accepted) and come out
// as decimal strings. Where the docs' tables and samples name a field differently
// (supportedFlow / supportedFlows, paymentMethodOffer / paymentMethodOffers) both are read.

const text = z.string().nullish();
const flows = z.array(z.string()).nullish();

/** A provider of the aggregator and the flows (buy, sell) it offers for a country or currency. */
const providerSchema = z
  .looseObject({ providerCode: z.string(), supportedFlows: flows, supportedFlow: flows })
  .transform(({ providerCode, supportedFlows, supportedFlow }) => ({
    providerCode,
    flows: supportedFlows ?? supportedFlow ?? [],
  }));

export const currencySchema = z.looseObject({
  ticker: z.string(),
  name: text,
  type: z.string(),
  network: text,
  extraIdName: text,
  providers: z.array(providerSchema).nullish(),
});
export const currenciesSchema = z.array(currencySchema);
export type ChangellyFiatCurrency = z.infer<typeof currencySchema>;

export const countrySchema = z.looseObject({
  code: z.string().length(2),
  name: text,
  states: z.array(z.looseObject({ code: z.string(), name: text })).nullish(),
  providers: z.array(providerSchema).nullish(),
});
export const countriesSchema = z.array(countrySchema);
export type ChangellyFiatCountry = z.infer<typeof countrySchema>;

const methodOfferSchema = z.looseObject({
  method: z.string(),
  methodName: text,
  amountExpectedTo: decimalString(),
  rate: decimalString().nullish(),
  invertedRate: decimalString().nullish(),
  fee: decimalString().nullish(),
});
export type ChangellyMethodOffer = z.infer<typeof methodOfferSchema>;

const errorDetailSchema = z.looseObject({ cause: z.string(), value: z.unknown() });

const failedOfferSchema = z.looseObject({
  providerCode: z.string(),
  errorType: z.string(),
  errorMessage: text,
  errorDetails: z.array(errorDetailSchema).nullish(),
});
export type ChangellyFailedOffer = z.infer<typeof failedOfferSchema>;

const madeOfferSchema = z
  .looseObject({
    providerCode: z.string(),
    offerId: text,
    rate: decimalString(),
    invertedRate: decimalString(),
    fee: decimalString().nullish(),
    amountFrom: decimalString(),
    amountExpectedTo: decimalString(),
    paymentMethodOffers: z.array(methodOfferSchema).nullish(),
    paymentMethodOffer: z.array(methodOfferSchema).nullish(),
  })
  .transform(({ paymentMethodOffers, paymentMethodOffer, ...offer }) => ({
    ...offer,
    methods: paymentMethodOffers ?? paymentMethodOffer ?? [],
  }));
export type ChangellyOffer = z.infer<typeof madeOfferSchema>;

/** GET /offers and /sell/offers: one entry per provider, an offer or that provider's refusal. */
export const offersSchema = z.array(z.union([failedOfferSchema, madeOfferSchema]));

/** The order's redirect goes through Changelly's own host (web-api-v2.changelly.com/...). */
export const CHANGELLY_CHECKOUT_DOMAINS = ['changelly.com'] as const;

/** POST /orders and /sell/orders. */
export const orderSchema = z.looseObject({
  redirectUrl: vendorCheckoutUrl('Changelly', CHANGELLY_CHECKOUT_DOMAINS),
  orderId: z.string().min(1),
  providerCode: text,
});

/** Every error answer: { errorType, errorMessage, errorDetails }. */
export const errorSchema = z.looseObject({
  errorType: z.string(),
  errorMessage: text,
  errorDetails: z.array(errorDetailSchema).nullish(),
});
