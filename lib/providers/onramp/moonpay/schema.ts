import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// MoonPay "Ramps & Swaps" API answers we read (https://dev.moonpay.com/api-reference/widget/,
// GET /v3/countries, /v3/currencies, /v3/currencies/{code}/buy_quote and /sell_quote). Field
// names as documented; unknown fields pass through; amounts are JSON numbers and come out as
// decimal strings.

const flag = z.boolean().nullish();

export const stateSchema = z.looseObject({
  code: z.string(),
  name: z.string().nullish(),
  isAllowed: flag,
  isBuyAllowed: flag,
  isSellAllowed: flag,
});

export const countrySchema = z.looseObject({
  alpha2: z.string().length(2),
  alpha3: z.string().nullish(),
  name: z.string().nullish(),
  isAllowed: flag,
  isBuyAllowed: flag,
  isSellAllowed: flag,
  states: z.array(stateSchema).nullish(),
});
export const countriesSchema = z.array(countrySchema);
export type MoonpayCountry = z.infer<typeof countrySchema>;

export const currencySchema = z.looseObject({
  type: z.enum(['crypto', 'fiat']),
  code: z.string().min(1),
  name: z.string().nullish(),
  precision: z.number().nullish(),
  minBuyAmount: optionalDecimalString(),
  maxBuyAmount: optionalDecimalString(),
  minSellAmount: optionalDecimalString(),
  maxSellAmount: optionalDecimalString(),
  isSellSupported: flag,
  isSuspended: flag,
  supportsAddressTag: flag,
  notAllowedUSStates: z.array(z.string()).nullish(),
  notAllowedCountries: z.array(z.string()).nullish(),
  // The documented example has contractAddress 0 for a coin without one: a number is "none".
  metadata: z
    .looseObject({
      contractAddress: z.union([z.string(), z.number()]).nullish(),
      chainId: z.union([z.string(), z.number()]).nullish(),
      networkCode: z.string().nullish(),
    })
    .nullish(),
});
export const currenciesSchema = z.array(currencySchema);
export type MoonpayCurrency = z.infer<typeof currencySchema>;

/** The fiat (buy) or coin (sell) named in a quote: the documented answer embeds it with its limits. */
const quotedCurrency = currencySchema.pick({
  code: true,
  minBuyAmount: true,
  maxBuyAmount: true,
  minSellAmount: true,
  maxSellAmount: true,
});

export const buyQuoteSchema = z.looseObject({
  baseCurrencyCode: z.string(),
  baseCurrencyAmount: decimalString(),
  baseCurrency: z.looseObject(quotedCurrency.shape).nullish(),
  quoteCurrencyCode: z.string(),
  quoteCurrencyAmount: decimalString(),
  quoteCurrencyPrice: decimalString(),
  paymentMethod: z.string().nullish(),
  feeAmount: optionalDecimalString(),
  extraFeeAmount: optionalDecimalString(),
  networkFeeAmount: optionalDecimalString(),
  totalAmount: decimalString(),
  expiresAt: z.string().nullish(),
});

export const sellQuoteSchema = z.looseObject({
  baseCurrencyCode: z.string(),
  baseCurrencyAmount: decimalString(),
  baseCurrency: z.looseObject(quotedCurrency.shape).nullish(),
  baseCurrencyPrice: decimalString(),
  quoteCurrencyCode: z.string(),
  quoteCurrencyAmount: decimalString(),
  payoutMethod: z.string().nullish(),
  feeAmount: optionalDecimalString(),
  extraFeeAmount: optionalDecimalString(),
  expiresAt: z.string().nullish(),
});
