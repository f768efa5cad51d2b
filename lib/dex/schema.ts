import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import { amountSchema } from '@/lib/rates/contract';
import { DEX_CHAIN_IDS } from './chains';
import {
  DEFAULT_SLIPPAGE_BPS,
  DEX_FAILURE_CODES,
  MAX_SLIPPAGE_BPS,
  MIN_SLIPPAGE_BPS,
  type DexQuotesResponse,
  type DexToken,
  type DexTokenList,
} from './contract';

// GET /api/v1/dex/tokens, /dex/tokens/{chainId}/{address} and /dex/quotes: their queries and
// answers in zod, checked against the shapes of ./contract.ts (the server's and the island's
// one contract), for the route handlers and the OpenAPI document. Browser-safe: zod only.

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE_UNITS = /^\d{1,78}$/;

export const dexAddressSchema = z.string().trim().regex(ADDRESS);
const baseUnits = z.string().regex(BASE_UNITS);

/** A DEX chain's EIP-155 id, as a query parameter. */
export const dexChainIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => DEX_CHAIN_IDS.includes(id), 'not a DEX chain');

export const dexTokensQuerySchema = z.object({ chainId: dexChainIdSchema });

export const dexQuotesQuerySchema = z.object({
  chainId: dexChainIdSchema,
  /** Token sold: its contract, or 0xEeee…EEeE for the chain's own coin. */
  from: dexAddressSchema,
  to: dexAddressSchema,
  /** In whole tokens, as the visitor typed it. */
  amount: amountSchema,
  slippageBps: z.coerce
    .number()
    .int()
    .min(MIN_SLIPPAGE_BPS)
    .max(MAX_SLIPPAGE_BPS)
    .default(DEFAULT_SLIPPAGE_BPS),
  /** The connected wallet: with it the quotes are firm (calldata), without indicative. */
  taker: dexAddressSchema.optional(),
});

export const dexTokenSchema = z.object({
  chainId: z.number().int(),
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  logo: z.string().nullable(),
  native: z.boolean(),
  verified: z.boolean(),
  ticker: z.string().nullable(),
}) satisfies z.ZodType<DexToken>;

export const dexTokensResponseSchema = z.object({
  chainId: z.number().int(),
  tokens: z.array(dexTokenSchema),
  sandbox: z.boolean(),
}) satisfies z.ZodType<DexTokenList>;

export const dexAggregatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  sandbox: z.boolean(),
  website: z.string(),
});

export const walletTxSchema = z.object({
  to: z.string(),
  data: z.string(),
  value: baseUnits,
  gas: baseUnits.optional(),
});

const nullableUnits = baseUnits.nullable();
const nullableDecimal = z.string().nullable();

export const rankedDexQuoteSchema = z.object({
  aggregator: dexAggregatorSchema,
  amountIn: baseUnits,
  amountOut: baseUnits,
  minOut: baseUnits,
  // One instance each: the OpenAPI document describes netOut and gasCostWei apart.
  gasUnits: baseUnits.nullable(),
  gasCostWei: baseUnits.nullable(),
  gasCostInTo: baseUnits.nullable(),
  netOut: baseUnits.nullable(),
  amountOutUsd: nullableDecimal,
  gasCostUsd: nullableDecimal,
  netOutUsd: nullableDecimal,
  priceImpact: nullableDecimal,
  lossVsBest: nullableDecimal,
  route: z.array(z.object({ name: z.string(), share: z.number() })),
  spender: z.string().nullable(),
  tx: walletTxSchema.nullable(),
  expiresAt: z.iso.datetime(),
});

export const dexQuoteFailureSchema = z.object({
  aggregator: dexAggregatorSchema,
  error: z.enum(DEX_FAILURE_CODES),
  limit: baseUnits.optional(),
});

export const dexQuotesResponseSchema = z.object({
  chainId: z.number().int(),
  from: dexTokenSchema,
  to: dexTokenSchema,
  amountIn: baseUnits,
  slippageBps: z.number().int(),
  quotes: z.array(rankedDexQuoteSchema),
  failures: z.array(dexQuoteFailureSchema),
  gasPriceWei: nullableUnits,
  sandbox: z.boolean(),
  quotedAt: z.iso.datetime(),
}) satisfies z.ZodType<DexQuotesResponse>;

export const listDexTokensOperation = defineOperation({
  operationId: 'listDexTokens',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/dex/tokens',
  query: dexTokensQuerySchema,
  response: dexTokensResponseSchema,
  errors: ['validation_failed', 'rate_limited'],
});

export const getDexTokenOperation = defineOperation({
  operationId: 'getDexToken',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/dex/tokens/{chainId}/{address}',
  response: dexTokenSchema,
  errors: ['invalid_address', 'not_found', 'rate_limited', 'service_unavailable'],
});

export const getDexQuotesOperation = defineOperation({
  operationId: 'getDexQuotes',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/dex/quotes',
  query: dexQuotesQuerySchema,
  response: dexQuotesResponseSchema,
  errors: [
    'validation_failed',
    'invalid_address',
    'unknown_currency',
    'same_currency',
    'amount_too_low',
    'rate_limited',
    'service_unavailable',
  ],
});
