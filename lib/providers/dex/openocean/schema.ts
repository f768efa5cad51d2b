import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString } from '@/lib/decimal';

// OpenOcean Swap API v3 answers we read (https://apis.openocean.finance/developer/apis/swap-api/
// api-v3): every answer is { code, data } with code 200 on success, and a failure may arrive in a
// 2xx answer with another code and a message. Amounts in answers are base units ("with
// decimals"), even though the request's `amount` is not. Unknown fields pass through.

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** An integer in base units: a digit string (beyond 2^53) or a safe JSON integer. */
const baseUnits = z
  .union([
    z.string().regex(/^\d{1,78}$/),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value) => BigInt(value).toString());

/** "0.01%", "-0.05%", or a bare number: read leniently, the quote does not depend on it. */
const percentText = z.union([z.string(), z.number()]).nullish();

const tokenSchema = z.looseObject({
  address,
  decimals: z.number().int().min(0).max(255),
  symbol: z.string().nullish(),
});

// path.routes: the input split by percentage, each part a chain of hops (subRoutes), each hop
// split again between DEXes by percentage.
const pathSchema = z.looseObject({
  routes: z
    .array(
      z.looseObject({
        percentage: z.number().nonnegative(),
        subRoutes: z
          .array(
            z.looseObject({
              dexes: z
                .array(z.looseObject({ dex: z.string(), percentage: z.number().nonnegative() }))
                .nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});
export type OpenoceanPath = z.infer<typeof pathSchema>;

const quoteFields = {
  inToken: tokenSchema,
  outToken: tokenSchema,
  inAmount: baseUnits,
  outAmount: baseUnits,
  estimatedGas: baseUnits.nullish(),
  path: pathSchema.nullish(),
  price_impact: percentText,
};

/** GET /v3/:chain/quote: the price, no calldata. */
export const quoteDataSchema = z.looseObject(quoteFields);
export type OpenoceanQuote = z.infer<typeof quoteDataSchema>;

/** GET /v3/:chain/swap_quote: the price and the transaction for `account`. */
export const swapDataSchema = z.looseObject({
  ...quoteFields,
  minOutAmount: baseUnits,
  from: address.nullish(),
  to: address,
  value: baseUnits,
  data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/),
  gasPrice: baseUnits.nullish(),
});

/** A gas price tier: a number (most chains) or, on Ethereum, an EIP-1559 object. */
const gasTier = z.union([
  decimalString(),
  z.looseObject({ legacyGasPrice: decimalString() }).transform((tier) => tier.legacyGasPrice),
]);

/** GET /v3/:chain/gasPrice: `data` in wei, `without_decimals` in gwei. */
export const gasPriceSchema = z.looseObject({
  code: z.literal(200),
  data: z.looseObject({ standard: gasTier }),
  without_decimals: z.looseObject({ standard: gasTier }).nullish(),
});

/** A failure in OpenOcean's words: its code (HTTP-like) and whatever text it gives. */
const failureSchema = z.looseObject({
  code: z
    .number()
    .int()
    .refine((code) => code !== 200),
  message: z.string().nullish(),
  error: z.string().nullish(),
  errorMsg: z.string().nullish(),
});
export type OpenoceanFailure = z.infer<typeof failureSchema>;

/**
 * The envelope: success with its data (null when OpenOcean found no route), or a failure. An
 * answer that is neither is a wrong shape.
 */
export function answerSchema<Data extends z.ZodType>(data: Data) {
  return z.union([z.looseObject({ code: z.literal(200), data: data.nullable() }), failureSchema]);
}
