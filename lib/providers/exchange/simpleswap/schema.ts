import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// SimpleSwap API v3 answers we read (https://api.simpleswap.io, "API v3"): every success answer
// wraps its data in `result`. Field names as documented (the exchange object still carries a
// few snake_case fields from v1; both spellings are read); unknown fields pass through.

const text = z.string().nullish();

export const currencySchema = z.looseObject({
  ticker: z.string(),
  network: z.string(),
  name: text,
  legacySymbol: text,
  contractAddress: text,
  hasExtraId: z.boolean().nullish(),
  isFiat: z.boolean().nullish(),
});
export type SimpleswapCurrency = z.infer<typeof currencySchema>;
export const currenciesSchema = z.looseObject({ result: z.array(currencySchema) });

export const rangeSchema = z.looseObject({
  result: z.looseObject({ min: decimalString(), max: optionalDecimalString() }),
});

export const estimateSchema = z.looseObject({
  result: z.looseObject({
    estimatedAmount: decimalString(),
    rateId: text,
    validUntil: text,
  }),
});

export const exchangeSchema = z.looseObject({
  result: z
    .looseObject({
      // Some integrations read `publicId` from the create answer: either names the exchange.
      id: z.string().min(1).optional(),
      publicId: z.string().min(1).optional(),
      type: text,
      status: z.string(),
      tickerFrom: text,
      networkFrom: text,
      tickerTo: text,
      networkTo: text,
      addressFrom: z.string().min(1),
      extraIdFrom: text,
      addressTo: z.string(),
      extraIdTo: text,
      userRefundAddress: text,
      userRefundExtraId: text,
      amountFrom: optionalDecimalString(),
      amountTo: optionalDecimalString(),
      expectedAmount: optionalDecimalString(),
      expected_amount: optionalDecimalString(),
      txFrom: text,
      txTo: text,
      validUntil: text,
      valid_until: text,
    })
    .refine((exchange) => exchange.id ?? exchange.publicId, 'expected id or publicId'),
});
export type SimpleswapExchange = z.infer<typeof exchangeSchema>['result'];
