import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';
import {
  DEFAULT_SLIPPAGE_BPS,
  DEX_FAILURE_CODES,
  MAX_SLIPPAGE_BPS,
  MIN_SLIPPAGE_BPS,
} from '@/lib/dex/contract';
import {
  dexAddressSchema,
  dexAggregatorSchema,
  dexChainIdSchema,
  dexTokenSchema,
  walletTxSchema,
} from '@/lib/dex/schema';
import type { BridgeStep } from '@/lib/providers/bridge/contract';
import { amountSchema } from '@/lib/rates/contract';

// GET /api/v1/bridge/routes: its query and answer in zod, the one contract of the route handler,
// the OpenAPI document and (later) the bridge screen; the types below are inferred from it.
// Tokens, chains, addresses, slippage and failure codes are the DEX's: a bridge moves the DEX's
// curated tokens between the DEX chains. Browser-safe: zod only.

const baseUnits = z.string().regex(/^\d{1,78}$/);
const usd = z.string().nullable();

export const bridgeRoutesQuerySchema = z
  .object({
    fromChainId: dexChainIdSchema,
    /** Token sent: its contract on the source chain, or 0xEeee…EEeE for the chain's own coin. */
    from: dexAddressSchema,
    toChainId: dexChainIdSchema,
    to: dexAddressSchema,
    /** In whole tokens, as the visitor typed it. */
    amount: amountSchema,
    slippageBps: z.coerce
      .number()
      .int()
      .min(MIN_SLIPPAGE_BPS)
      .max(MAX_SLIPPAGE_BPS)
      .default(DEFAULT_SLIPPAGE_BPS),
    /** The connected wallet: with it each route carries its transaction, without it none. */
    sender: dexAddressSchema.optional(),
  })
  .refine((query) => query.fromChainId !== query.toChainId, {
    path: ['toChainId'],
    message: 'the same chain: a DEX swap, not a bridge',
  });
export type BridgeRoutesQuery = z.output<typeof bridgeRoutesQuerySchema>;

export const bridgeStepSchema = z.object({
  kind: z.enum(['swap', 'bridge']),
  tool: z.string(),
  fromChainId: z.number().int(),
  toChainId: z.number().int(),
}) satisfies z.ZodType<BridgeStep>;

export const rankedBridgeRouteSchema = z.object({
  aggregator: dexAggregatorSchema,
  amountIn: baseUnits,
  amountOut: baseUnits,
  minOut: baseUnits,
  amountOutUsd: usd,
  gasCostUsd: usd,
  includedFeesUsd: usd,
  netValueUsd: usd,
  lossVsBest: z.string().nullable(),
  etaSeconds: z.number().int().nonnegative(),
  steps: z.array(bridgeStepSchema),
  spender: z.string().nullable(),
  tx: walletTxSchema.nullable(),
  expiresAt: z.iso.datetime(),
  reference: z.string().nullable(),
});
export type RankedBridgeRoute = z.infer<typeof rankedBridgeRouteSchema>;

export const bridgeRouteFailureSchema = z.object({
  aggregator: dexAggregatorSchema,
  error: z.enum(DEX_FAILURE_CODES),
  /** For amount_too_low / amount_too_high: the aggregator's bound, in `from`'s base units. */
  limit: baseUnits.optional(),
});
export type BridgeRouteFailure = z.infer<typeof bridgeRouteFailureSchema>;

export const bridgeRoutesResponseSchema = z.object({
  fromChainId: z.number().int(),
  toChainId: z.number().int(),
  from: dexTokenSchema,
  to: dexTokenSchema,
  amountIn: baseUnits,
  slippageBps: z.number().int(),
  routes: z.array(rankedBridgeRouteSchema),
  failures: z.array(bridgeRouteFailureSchema),
  sandbox: z.boolean(),
  quotedAt: z.iso.datetime(),
});
export type BridgeRoutesResponse = z.infer<typeof bridgeRoutesResponseSchema>;

export const getBridgeRoutesOperation = defineOperation({
  operationId: 'getBridgeRoutes',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/bridge/routes',
  query: bridgeRoutesQuerySchema,
  response: bridgeRoutesResponseSchema,
  errors: [
    'validation_failed',
    'invalid_address',
    'unknown_currency',
    'amount_too_low',
    'rate_limited',
    'service_unavailable',
  ],
});
