import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// Mercuryo widget partner API v1.6 answers we read (widget.docs.mercuryo.io, "API reference";
// the v1.6 method list of github.com/mercuryoio/api-migration-docs). Every answer is
// { status, data }; unknown fields pass through; amounts come out as decimal strings.

const envelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({ status: z.number().nullish(), data });

/** lib/currencies' fiat_payment_methods: the methods Mercuryo takes per fiat, with limits. */
const fiatMethodsSchema = z.record(
  z.string(),
  z.looseObject({
    payment_methods: z
      .array(z.looseObject({ code: z.string(), name: z.string().nullish() }))
      .nullish(),
    limits: z.looseObject({ min: optionalDecimalString(), max: optionalDecimalString() }).nullish(),
  }),
);
export type MercuryoFiatMethods = z.infer<typeof fiatMethodsSchema>;

export const currenciesSchema = envelope(
  z.looseObject({
    fiat: z.array(z.string()),
    crypto: z.array(z.string()),
    fiat_payment_methods: fiatMethodsSchema.nullish(),
    config: z.looseObject({
      crypto_currencies: z.array(
        z.looseObject({
          currency: z.string(),
          network: z.string(),
          network_label: z.string().nullish(),
          contract: z.string().nullish(),
        }),
      ),
    }),
  }),
);

/** currencies-buy, currencies-sell (fiat and crypto tickers), card-countries (country codes). */
export const codesSchema = envelope(z.array(z.string()));

/** Limits per currency of the pair: { EUR: { min, max }, BTC: { min, max } }. */
export const limitsSchema = envelope(
  z.record(z.string(), z.looseObject({ min: decimalString(), max: optionalDecimalString() })),
);

/** An amount in each currency of the pair: { BTC: "0.00026543", EUR: "14.72" }. */
const perCurrency = z.record(z.string(), decimalString());

export const buyRateSchema = envelope(
  z.looseObject({
    buy_token: z.string().nullish(),
    currency: z.string(),
    amount: decimalString(),
    fiat_currency: z.string(),
    fiat_amount: decimalString(),
    rate: decimalString(),
    // A map per currency in the v1.6 example of §4.3.3, a string with fee_currency in §4.3.1's:
    // both are read, and neither is required (only the amounts and currency are).
    fee: z.union([perCurrency, decimalString()]).nullish(),
    fee_currency: z.string().nullish(),
    network_fee: perCurrency.nullish(),
    partner_fee: perCurrency.nullish(),
    mercuryo_fee: perCurrency.nullish(),
    subtotal: perCurrency.nullish(),
    total: perCurrency.nullish(),
    kyc_limit_exceeded: z.boolean().nullish(),
  }),
);

export type MercuryoBuyRate = z.infer<typeof buyRateSchema>['data'];

export const sellRateSchema = envelope(
  z.looseObject({
    sell_token: z.string().nullish(),
    currency: z.string(),
    fiat_currency: z.string(),
    rate: decimalString(),
    fee: perCurrency,
    network_fee: perCurrency.nullish(),
    partner_fee: perCurrency.nullish(),
    mercuryo_fee: perCurrency.nullish(),
    subtotal: perCurrency,
    total: perCurrency,
    kyc_limit_exceeded: z.boolean().nullish(),
  }),
);
export type MercuryoSellRate = z.infer<typeof sellRateSchema>['data'];
