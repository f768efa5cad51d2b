import '@/lib/zod-jitless';
import { z } from 'zod';
import { vendorCheckoutUrl } from '../checkout-url';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// Guardarian API v1 answers we read (https://api-payments.guardarian.com/v1, Postman collection
// "Guardarian API", documenter.getpostman.com/view/12908416/TVRhaoYL). Field names as documented;
// unknown fields pass through; amounts may be numbers or strings and come out as decimal strings.

const text = z.string().nullish();

export const countrySchema = z.looseObject({
  country_name: z.string(),
  code_iso_alpha_2: z.string().length(2),
  supported: z.boolean(),
});
export const countriesSchema = z.array(countrySchema);
export type GuardarianCountry = z.infer<typeof countrySchema>;

/** A way to pay in (deposit: buy) or be paid out (withdrawal: sell), e.g. type VISA_MC. */
const paymentMethodSchema = z.looseObject({
  type: z.string(),
  payment_category: text,
  deposit_enabled: z.boolean().nullish(),
  withdrawal_enabled: z.boolean().nullish(),
});
export type GuardarianPaymentMethod = z.infer<typeof paymentMethodSchema>;

const networkSchema = z.looseObject({
  name: text,
  network: z.string(),
  token_contract: text,
  network_fee: optionalDecimalString(),
});

const currencySchema = z.looseObject({
  ticker: z.string(),
  name: text,
  currency_type: text,
  enabled: z.boolean().nullish(),
  is_available: z.boolean().nullish(),
  has_external_id: z.boolean().nullish(),
  payment_methods: z.array(paymentMethodSchema).nullish(),
  networks: z.array(networkSchema).nullish(),
});
export type GuardarianCurrency = z.infer<typeof currencySchema>;

/** GET /currencies?available=true: the fiat and crypto lists side by side. */
export const currenciesSchema = z.looseObject({
  crypto_currencies: z.array(currencySchema),
  fiat_currencies: z.array(currencySchema),
});
export type GuardarianCurrencies = z.infer<typeof currenciesSchema>;

const moneySchema = z.looseObject({ amount: decimalString(), currency: z.string() });
export type GuardarianMoney = z.infer<typeof moneySchema>;

/** GET /estimate: `value` is what the customer receives; the breakdown may be absent. */
export const estimateSchema = z.looseObject({
  from_currency: z.string(),
  to_currency: z.string(),
  from_network: text,
  to_network: text,
  value: decimalString(),
  estimated_exchange_rate: decimalString(),
  service_fees: z.array(moneySchema).nullish(),
  converted_amount: moneySchema.nullish(),
  network_fee: moneySchema.nullish(),
  partner_fee: moneySchema.nullish(),
});
export type GuardarianEstimate = z.infer<typeof estimateSchema>;

/** GET /min-max-range/{from}_{to}: limits in the currency sent. */
export const rangeSchema = z.looseObject({
  min: decimalString(),
  max: optionalDecimalString(),
});

/** Guardarian's hosted checkout (payments.guardarian.com). */
export const GUARDARIAN_CHECKOUT_DOMAINS = ['guardarian.com'] as const;

/** POST /transaction: the hosted checkout to send the customer to. */
export const transactionSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  status: text,
  redirect_url: vendorCheckoutUrl('Guardarian', GUARDARIAN_CHECKOUT_DOMAINS),
});
