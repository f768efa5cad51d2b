import '@/lib/zod-jitless';
import { z } from 'zod';
import { vendorCheckoutUrl } from '../checkout-url';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// Transak API answers we read (https://docs.transak.com/api/public/): the public lookups under
// api.transak.com (countries, crypto and fiat currencies, price quotes, all wrapped in
// `response`), the partner access token (`data`), and the gateway's widget URL (`data`). Field
// names as documented; unknown fields pass through; amounts come out as decimal strings.

const flag = z.boolean().nullish();

export const countrySchema = z.looseObject({
  alpha2: z.string().length(2),
  alpha3: z.string().nullish(),
  name: z.string().nullish(),
  isAllowed: flag,
  isLightKycAllowed: flag,
  currencyCode: z.string().nullish(),
  supportedDocuments: z.array(z.string()).nullish(),
});
export const countriesSchema = z.looseObject({ response: z.array(countrySchema) });
export type TransakCountry = z.infer<typeof countrySchema>;

export const cryptoSchema = z.looseObject({
  symbol: z.string().min(1),
  name: z.string().nullish(),
  address: z.string().nullish(),
  isAllowed: flag,
  isPayInAllowed: flag,
  isSuspended: flag,
  kycCountriesNotSupported: z.array(z.string()).nullish(),
  network: z.looseObject({
    name: z.string().min(1),
    chainId: z.union([z.string(), z.number()]).nullish(),
    fiatCurrenciesNotSupported: z.array(z.string()).nullish(),
  }),
});
export const cryptosSchema = z.looseObject({ response: z.array(cryptoSchema) });
export type TransakCrypto = z.infer<typeof cryptoSchema>;

export const paymentOptionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().nullish(),
  isActive: flag,
  isPayOutAllowed: flag,
  minAmount: optionalDecimalString(),
  maxAmount: optionalDecimalString(),
});

export const fiatSchema = z.looseObject({
  symbol: z.string().length(3),
  name: z.string().nullish(),
  isAllowed: flag,
  isPayOutAllowed: flag,
  supportingCountries: z.array(z.string()).nullish(),
  paymentOptions: z.array(paymentOptionSchema).nullish(),
});
export const fiatsSchema = z.looseObject({ response: z.array(fiatSchema) });
export type TransakFiat = z.infer<typeof fiatSchema>;

export const feeSchema = z.looseObject({
  name: z.string().nullish(),
  value: decimalString(),
  id: z.string().nullish(),
  ids: z.array(z.string()).nullish(),
});
export type TransakFee = z.infer<typeof feeSchema>;

export const quoteSchema = z.looseObject({
  response: z.looseObject({
    quoteId: z.string().nullish(),
    conversionPrice: optionalDecimalString(),
    fiatCurrency: z.string(),
    cryptoCurrency: z.string(),
    paymentMethod: z.string().nullish(),
    fiatAmount: decimalString(),
    cryptoAmount: decimalString(),
    isBuyOrSell: z.enum(['BUY', 'SELL']),
    network: z.string().nullish(),
    totalFee: optionalDecimalString(),
    feeBreakdown: z.array(feeSchema).nullish(),
  }),
});

/** The widget is global.transak.com (staging global-stg.transak.com). */
export const TRANSAK_CHECKOUT_DOMAINS = ['transak.com'] as const;

export const tokenSchema = z.looseObject({
  data: z.looseObject({ accessToken: z.string().min(1), expiresAt: z.number() }),
});

export const widgetSchema = z.looseObject({
  data: z.looseObject({
    widgetUrl: vendorCheckoutUrl('Transak', TRANSAK_CHECKOUT_DOMAINS),
  }),
});
