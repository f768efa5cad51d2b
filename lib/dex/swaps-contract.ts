import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import { DEX_CHAIN_IDS } from './chains';
import { TX_HASH_PATTERN } from './tx-hash';
import {
  DEX_ATTRIBUTIONS,
  DEX_TX_STATES,
  type DexRecordedSwap,
  type DexSwapRecord,
  type DexSwapStatus,
} from './contract';
import { dexTokenSchema } from './schema';

// POST /api/v1/dex/swaps and GET /api/v1/dex/swaps/{chainId}/{txHash} (and /lookup/{txHash}):
// the zod side of lib/dex/contract.ts's recorded-swap shapes, for the handlers, the status page
// and the OpenAPI document. Browser-safe: zod only.

/** A transaction hash, lower-cased: 0x and 64 hex digits. */
export const txHashSchema = z
  .string()
  .trim()
  .regex(TX_HASH_PATTERN)
  .transform((hash) => hash.toLowerCase());

const addressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/);

/** A non-negative integer in base units, at most 78 digits (2^256). */
const baseUnitsSchema = z.string().regex(/^(0|[1-9][0-9]{0,77})$/);

export const dexChainIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => DEX_CHAIN_IDS.includes(id));

/** An aggregator id as spelled (the handler checks it is a known one). */
const aggregatorIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

export const dexSwapRecordSchema = z.strictObject({
  chainId: z
    .number()
    .int()
    .refine((id) => DEX_CHAIN_IDS.includes(id)),
  txHash: txHashSchema,
  aggregator: aggregatorIdSchema,
  from: addressSchema,
  to: addressSchema,
  amountIn: baseUnitsSchema.refine((units) => units !== '0'),
  amountOut: baseUnitsSchema,
  minOut: baseUnitsSchema,
}) satisfies z.ZodType<DexSwapRecord, unknown>;

export const dexSwapRecordedSchema = z.object({ chainId: z.number(), txHash: z.string() });

export const dexRecordedSwapSchema = z.object({
  aggregator: z.object({ id: z.string(), name: z.string() }),
  attribution: z.enum(DEX_ATTRIBUTIONS),
  from: dexTokenSchema,
  to: dexTokenSchema,
  amountIn: z.string(),
  amountOut: z.string(),
  minOut: z.string(),
  recordedAt: z.string(),
}) satisfies z.ZodType<DexRecordedSwap>;

export const dexSwapStatusSchema = z.object({
  chainId: z.number(),
  txHash: z.string(),
  state: z.enum(DEX_TX_STATES),
  blockNumber: z.string().nullable(),
  gasCostWei: z.string().nullable(),
  explorerUrl: z.string(),
  swap: dexRecordedSwapSchema.nullable(),
}) satisfies z.ZodType<DexSwapStatus>;

export const recordDexSwapOperation = defineOperation({
  operationId: 'recordDexSwap',
  auth: ['public'],
  method: 'POST',
  path: '/api/v1/dex/swaps',
  status: 201,
  body: dexSwapRecordSchema,
  response: dexSwapRecordedSchema,
  errors: ['invalid_json', 'validation_failed', 'rate_limited', 'service_unavailable'],
});

export const getDexSwapOperation = defineOperation({
  operationId: 'getDexSwap',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/dex/swaps/{chainId}/{txHash}',
  response: dexSwapStatusSchema,
  errors: ['validation_failed', 'not_found', 'rate_limited', 'service_unavailable'],
});

export const lookUpDexSwapOperation = defineOperation({
  operationId: 'lookUpDexSwap',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/dex/swaps/lookup/{txHash}',
  response: dexSwapStatusSchema,
  errors: ['validation_failed', 'not_found', 'rate_limited', 'service_unavailable'],
});
