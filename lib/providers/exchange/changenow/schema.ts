import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// ChangeNOW API v2 answers we read (https://documenter.getpostman.com/view/8180765/SVfTPnM8,
// "API v2"). Field names as documented; unknown fields pass through; amounts may be numbers or
// strings and come out as decimal strings.

const optionalText = z.string().nullish();

export const currencySchema = z.looseObject({
  ticker: z.string(),
  name: z.string().nullish(),
  network: z.string(),
  tokenContract: optionalText,
  hasExternalId: z.boolean().nullish(),
  supportsFixedRate: z.boolean().nullish(),
  buy: z.boolean().nullish(),
  sell: z.boolean().nullish(),
});
export const currenciesSchema = z.array(currencySchema);
export type ChangenowCurrency = z.infer<typeof currencySchema>;

export const rangeSchema = z.looseObject({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  flow: z.string().nullish(),
  minAmount: decimalString(),
  maxAmount: optionalDecimalString(),
});

export const estimateSchema = z.looseObject({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  flow: z.string().nullish(),
  type: z.string().nullish(),
  rateId: optionalText,
  validUntil: optionalText,
  transactionSpeedForecast: optionalText,
  warningMessage: optionalText,
  depositFee: optionalDecimalString(),
  withdrawalFee: optionalDecimalString(),
  fromAmount: decimalString(),
  toAmount: decimalString(),
});

export const createdSchema = z.looseObject({
  id: z.string().min(1),
  fromAmount: optionalDecimalString(),
  toAmount: optionalDecimalString(),
  flow: z.string().nullish(),
  type: z.string().nullish(),
  payinAddress: z.string().min(1),
  payinExtraId: optionalText,
  payoutAddress: z.string(),
  payoutExtraId: optionalText,
  refundAddress: optionalText,
  refundExtraId: optionalText,
  validUntil: optionalText,
});
export type ChangenowCreated = z.infer<typeof createdSchema>;

export const exchangeSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  payinAddress: z.string(),
  payinExtraId: optionalText,
  payoutAddress: z.string(),
  payoutExtraId: optionalText,
  refundAddress: optionalText,
  expectedAmountFrom: optionalDecimalString(),
  expectedAmountTo: optionalDecimalString(),
  amountFrom: optionalDecimalString(),
  amountTo: optionalDecimalString(),
  payinHash: optionalText,
  payoutHash: optionalText,
  validUntil: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
});
export type ChangenowExchange = z.infer<typeof exchangeSchema>;
