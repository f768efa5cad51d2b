import { z } from 'zod';
import { decimalString, optionalDecimalString } from '@/lib/decimal';

// LetsExchange answers (https://api-doc.letsexchange.io): coins from API v2, rates and
// transactions from API v1. Amounts arrive as strings (sometimes numbers); objects are loose.

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v !== 0 && v !== '0' && v !== false && v !== 'false');

const text = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value),
  );

export const coinSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  is_active: flag.default(true),
  networks: z
    .array(
      z.looseObject({
        code: z.string(),
        name: z.string().optional(),
        is_active: flag.default(true),
        has_extra: flag.optional(),
        contract_address: z.string().nullish(),
      }),
    )
    .default([]),
});
export type LetsexchangeCoin = z.output<typeof coinSchema>;
export const coinListSchema = z.array(coinSchema);

/** POST /v1/info and /v1/info-revert. */
export const infoSchema = z.looseObject({
  min_amount: decimalString(),
  max_amount: optionalDecimalString(),
  /** info: what the visitor receives after every fee; info-revert: what they must send. */
  amount: decimalString(),
  rate: optionalDecimalString().optional(),
  withdrawal_fee: optionalDecimalString().optional(),
  rate_id: text.optional(),
  /** Unix milliseconds, as a string. */
  rate_id_expired_at: z.union([z.string(), z.number()]).nullish(),
});

/** POST /v1/transaction(-revert) and GET /v1/transaction/{id}. */
export const transactionSchema = z.looseObject({
  transaction_id: z.union([z.string(), z.number()]).transform(String),
  status: z.string(),
  deposit: z.string(),
  deposit_extra_id: text.optional(),
  deposit_amount: optionalDecimalString(),
  withdrawal: z.string(),
  withdrawal_extra_id: text.optional(),
  withdrawal_amount: optionalDecimalString(),
  real_deposit_amount: optionalDecimalString().optional(),
  real_withdrawal_amount: optionalDecimalString().optional(),
  return: text.optional(),
  hash_in: text.optional(),
  hash_out: text.optional(),
  expired_at: z.union([z.string(), z.number()]).nullish(),
});
export type LetsexchangeTransaction = z.output<typeof transactionSchema>;

/** Error answers: `{ error }` (403, 404) or Laravel-style `{ message, errors: { field: [...] } }`. */
export const errorSchema = z.looseObject({
  error: z.unknown().optional(),
  message: z.unknown().optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
});
