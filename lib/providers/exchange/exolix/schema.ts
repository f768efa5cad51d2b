import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// Exolix API v2 answers (https://exolix.com/developers). Amounts are JSON numbers there and
// canonical decimal strings here; objects are loose so new fields do not break us.

const text = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value),
  );

export const currencySchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  networks: z
    .array(
      z.looseObject({
        network: z.string(),
        name: z.string().optional(),
        memoNeeded: z.boolean().optional(),
        contract: z.string().nullish(),
      }),
    )
    .default([]),
});
export type ExolixCurrency = z.output<typeof currencySchema>;

/** GET /currencies?withNetworks=true: one page. */
export const currencyPageSchema = z.looseObject({
  data: z.array(currencySchema),
  count: z.number().optional(),
});

/**
 * GET /rate. Also the body of its 422 answer for an amount outside the limits (then `message`
 * says which limit), so every amount is optional here and checked by the adapter.
 */
export const rateSchema = z.looseObject({
  fromAmount: optionalDecimalString().optional(),
  toAmount: optionalDecimalString().optional(),
  rate: optionalDecimalString().optional(),
  message: z.string().nullish(),
  minAmount: optionalDecimalString().optional(),
  withdrawMin: optionalDecimalString().optional(),
  maxAmount: optionalDecimalString().optional(),
});

const hash = z.looseObject({ hash: z.string().nullish(), link: z.string().nullish() }).nullish();

export const transactionSchema = z.looseObject({
  id: z.string(),
  amount: decimalString(),
  amountTo: decimalString(),
  coinFrom: z.looseObject({ coinCode: z.string(), network: z.string().optional() }).optional(),
  coinTo: z.looseObject({ coinCode: z.string(), network: z.string().optional() }).optional(),
  createdAt: z.string().optional(),
  depositAddress: z.string(),
  depositExtraId: text.optional(),
  withdrawalAddress: z.string(),
  withdrawalExtraId: text.optional(),
  refundAddress: text.optional(),
  refundExtraId: text.optional(),
  rateType: z.string().optional(),
  status: z.string(),
  hashIn: hash,
  hashOut: hash,
});
export type ExolixTransaction = z.output<typeof transactionSchema>;

/** Error answers carry `error` and/or `message` (strings, sometimes lists of strings). */
export const errorSchema = z.looseObject({
  error: z.unknown().optional(),
  message: z.unknown().optional(),
  minAmount: optionalDecimalString().optional(),
  maxAmount: optionalDecimalString().optional(),
});
