import '@/lib/zod-jitless';
import { z } from 'zod';
import { vendorCheckoutUrl } from '../checkout-url';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// Banxa partner API answers we read (https://docs.banxa.com/reference, "Legacy API": countries,
// US states, fiats, coins, payment methods, prices, orders). Every answer is wrapped in `data`;
// field names as documented; unknown fields pass through; amounts come out as decimal strings.

const text = z.string().nullish();

export const countriesSchema = z.looseObject({
  data: z.looseObject({
    countries: z.array(z.looseObject({ country_code: z.string(), country_name: text })),
  }),
});

export const statesSchema = z.looseObject({
  data: z.looseObject({
    states: z.array(z.looseObject({ state_code: z.string(), state_name: text })),
  }),
});

export const fiatsSchema = z.looseObject({
  data: z.looseObject({
    fiats: z.array(z.looseObject({ fiat_code: z.string(), fiat_name: text })),
  }),
});

export const coinsSchema = z.looseObject({
  data: z.looseObject({
    coins: z.array(
      z.looseObject({
        coin_code: z.string(),
        coin_name: text,
        blockchains: z
          .array(
            z.looseObject({
              code: z.string(),
              description: text,
              is_default: z.boolean().nullish(),
            }),
          )
          .nullish(),
      }),
    ),
  }),
});

const limitSchema = z.looseObject({
  fiat_code: z.string(),
  min: optionalDecimalString(),
  max: optionalDecimalString(),
});

export const paymentMethodSchema = z.looseObject({
  // Documented as a string in one place and a number in another.
  id: z.union([z.string(), z.number()]).transform(String),
  paymentType: text,
  name: z.string(),
  status: text,
  /** FIAT_TO_CRYPTO (buy) or CRYPTO_TO_FIAT (sell). */
  type: z.string(),
  supported_fiat: z.array(z.string()).nullish(),
  supported_coin: z.array(z.string()).nullish(),
  transaction_limits: z.array(limitSchema).nullish(),
});
export type BanxaPaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsSchema = z.looseObject({
  data: z.looseObject({ payment_methods: z.array(paymentMethodSchema) }),
});
export type BanxaPaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const priceSchema = z.looseObject({
  payment_method_id: z.union([z.string(), z.number()]).transform(String),
  type: text,
  spot_price_fee: optionalDecimalString(),
  spot_price_including_fee: optionalDecimalString(),
  coin_amount: decimalString(),
  coin_code: z.string(),
  fiat_amount: decimalString(),
  fiat_code: z.string(),
  fee_amount: optionalDecimalString(),
  network_fee: optionalDecimalString(),
});
export type BanxaPrice = z.infer<typeof priceSchema>;

/** Banxa's checkout: the partner's subdomain (or checkout.banxa.com), its sandbox twin. */
export const BANXA_CHECKOUT_DOMAINS = ['banxa.com', 'banxa-sandbox.com'] as const;

export const pricesSchema = z.looseObject({
  data: z.looseObject({ spot_price: optionalDecimalString(), prices: z.array(priceSchema) }),
});

export const orderSchema = z.looseObject({
  data: z.looseObject({
    order: z.looseObject({
      id: z.union([z.string(), z.number()]).transform(String),
      // The visitor's hosted checkout: only an https URL is ever handed on.
      checkout_url: vendorCheckoutUrl('Banxa', BANXA_CHECKOUT_DOMAINS),
    }),
  }),
});
