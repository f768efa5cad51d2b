import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';
import { isoInstant } from '../../kit/time';

// Changelly API v2 answers we read (https://docs.changelly.com). Every answer is a JSON-RPC 2.0
// envelope carrying either `result` or `error` (errors often come with HTTP 200). Field names as
// documented; unknown fields pass through; amounts may be numbers or strings.

const text = z.string().nullish();
const amount = optionalDecimalString();

export const rpcErrorSchema = z.looseObject({
  code: z.number(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ChangellyRpcErrorBody = z.infer<typeof rpcErrorSchema>;

export function rpcAnswer<Result extends z.ZodType>(result: Result) {
  return z.union([z.looseObject({ error: rpcErrorSchema }), z.looseObject({ result })]);
}

export const currencySchema = z.looseObject({
  name: z.string(),
  ticker: text,
  fullName: text,
  enabled: z.boolean().nullish(),
  enabledFrom: z.boolean().nullish(),
  enabledTo: z.boolean().nullish(),
  fixRateEnabled: z.boolean().nullish(),
  blockchain: text,
  protocol: text,
  contractAddress: text,
  extraIdName: text,
});
export const currenciesSchema = z.array(currencySchema);
export type ChangellyCurrency = z.infer<typeof currencySchema>;

export const pairParamsSchema = z.array(
  z.looseObject({
    from: z.string(),
    to: z.string(),
    minAmountFloat: amount,
    maxAmountFloat: amount,
    minAmountFixed: amount,
    maxAmountFixed: amount,
  }),
);

/** The limits both estimates carry, in either currency. */
const limitFields = {
  max: amount,
  maxFrom: amount,
  maxTo: amount,
  min: amount,
  minFrom: amount,
  minTo: amount,
};

export const exchangeAmountSchema = z.array(
  z.looseObject({
    from: z.string(),
    to: z.string(),
    networkFee: amount,
    amountFrom: decimalString(),
    amountTo: decimalString(),
    ...limitFields,
    visibleAmount: amount,
    rate: amount,
    fee: amount,
  }),
);

export const fixRateSchema = z.array(
  z.looseObject({
    id: z.string().min(1),
    from: z.string(),
    to: z.string(),
    result: amount,
    networkFee: amount,
    ...limitFields,
    amountFrom: decimalString(),
    amountTo: decimalString(),
    /** Unix seconds (as Changelly sends them), milliseconds or an ISO date, out as ISO. */
    expiredAt: isoInstant().nullish(),
  }),
);

export const transactionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().nullish(),
  currencyFrom: text,
  currencyTo: text,
  payinAddress: z.string().min(1),
  payinExtraId: text,
  payoutAddress: z.string(),
  payoutExtraId: text,
  refundAddress: text,
  amountExpectedFrom: amount,
  amountExpectedTo: amount,
  amountFrom: amount,
  amountTo: amount,
  networkFee: amount,
  payinHash: text,
  payoutHash: text,
  payTill: text,
});
export type ChangellyTransaction = z.infer<typeof transactionSchema>;
export const transactionsSchema = z.array(transactionSchema);
