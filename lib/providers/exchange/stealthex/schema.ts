import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// StealthEX API v4 answers (https://api.stealthex.io/docs, OpenAPI "StealthEX API Reference").
// Objects are loose so fields StealthEX adds later do not break us; amounts are JSON numbers
// there and become canonical decimal strings here.

/** Memo/tag values: documented as strings, but numeric tags may arrive as numbers. */
const extraId = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value),
  );

export const currencySchema = z.looseObject({
  symbol: z.string(),
  network: z.string(),
  name: z.string().optional(),
  rates: z.array(z.string()).default(['floating', 'fixed']),
  extra_id: z.string().nullish(),
  contract_address: z.string().nullish(),
});
export type StealthexCurrency = z.output<typeof currencySchema>;

export const currencyListSchema = z.array(currencySchema);

export const rangeSchema = z.looseObject({
  min_amount: decimalString(),
  max_amount: optionalDecimalString(),
});

export const estimateSchema = z.looseObject({
  estimated_amount: decimalString(),
  rate: z.looseObject({ id: z.string(), valid_until: z.string() }).nullish(),
});

const side = z.looseObject({
  symbol: z.string(),
  network: z.string(),
  amount: optionalDecimalString(),
  expected_amount: optionalDecimalString(),
  address: z.string(),
  extra_id: extraId,
  tx_hash: z.string().nullish(),
});

export const exchangeSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  rate: z.string().optional(),
  deposit: side,
  withdrawal: side,
  refund_address: z.string().nullish(),
  refund_extra_id: extraId,
  /** Some answers group the refund details instead. */
  refund: z.looseObject({ address: z.string().nullish(), extra_id: extraId }).nullish(),
  created_at: z.string().optional(),
  expires_at: z.string().nullish(),
});
export type StealthexExchange = z.output<typeof exchangeSchema>;

/** Every documented error answer: `{ err: { kind, details } }`. */
export const errorSchema = z.looseObject({
  err: z.looseObject({ kind: z.string(), details: z.unknown().optional() }),
});
