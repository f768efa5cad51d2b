import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString } from '@/lib/decimal';
import { address, baseUnits, hexData } from '../../dex/vendor';

// Squid v2 answers we read (docs.squidrouter.com, Route response schema and Get route status;
// the shapes are @0xsquid/squid-types' RouteResponse, SquidData and StatusResponse). Amounts are
// base-unit strings, chain ids strings, USD figures `amountUsd`. Unknown fields pass through.

const chainId = () =>
  z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(Number);

const token = z.looseObject({ address: address(), chainId: chainId(), decimals: z.number().int() });

const cost = z.looseObject({
  name: z.string().nullish(),
  token: token.nullish(),
  amount: baseUnits().nullish(),
  amountUsd: decimalString().nullish(),
});
export type SquidCost = z.infer<typeof cost>;

/** One step: 'swap', 'wrap', 'bridge', 'rfq', 'fee', 'custom' ... on its chains. */
const action = z.looseObject({
  type: z.string(),
  fromChain: chainId(),
  toChain: chainId(),
  provider: z.string().nullish(),
});

const transactionRequest = z.looseObject({
  routeType: z.string().nullish(),
  target: address(),
  data: hexData(),
  value: baseUnits(),
  gasLimit: baseUnits().nullish(),
});

export const routeSchema = z.looseObject({
  route: z.looseObject({
    estimate: z.looseObject({
      actions: z.array(action),
      fromAmount: baseUnits(),
      toAmount: baseUnits(),
      toAmountMin: baseUnits(),
      /** Seconds. */
      estimatedRouteDuration: z.number().nonnegative(),
      feeCosts: z.array(cost).nullish(),
      gasCosts: z.array(cost).nullish(),
    }),
    /** Absent (or empty) with quoteOnly: true. */
    transactionRequest: z
      .union([transactionRequest, z.looseObject({}).transform(() => null)])
      .nullish(),
    quoteId: z.string().min(1),
  }),
});
export type SquidRoute = z.infer<typeof routeSchema>['route'];

const chainTransaction = z.looseObject({ transactionId: z.string().nullish() });

export const statusSchema = z.looseObject({
  id: z.string().nullish(),
  /** Axelarscan's own status (source_gateway_called, destination_executed ...). */
  status: z.string().nullish(),
  gasStatus: z.string().nullish(),
  squidTransactionStatus: z.string().min(1),
  axelarTransactionUrl: z.url().nullish(),
  fromChain: chainTransaction.nullish(),
  toChain: chainTransaction.nullish(),
});
export type SquidStatus = z.infer<typeof statusSchema>;
