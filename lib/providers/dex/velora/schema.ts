import '@/lib/zod-jitless';
import { z } from 'zod';
import { address, baseUnits, hexData } from '../vendor';

// Velora Market API v6.2 answers we read: GET /prices → { priceRoute } (the OptimalRate of its
// SDK), POST /transactions/{network} → the transaction object. Amounts are base-unit strings;
// the route's `percent`s are percentages. Unknown fields pass through (the priceRoute goes back
// to /transactions whole, as received).

const swapExchange = z.looseObject({
  exchange: z.string(),
  percent: z.number().nonnegative(),
});

const routeSwap = z.looseObject({
  srcToken: address(),
  destToken: address(),
  swapExchanges: z.array(swapExchange),
});

export const priceRouteSchema = z.looseObject({
  blockNumber: z.number().int().nonnegative(),
  network: z.number().int().positive(),
  srcToken: address(),
  srcDecimals: z.number().int().nonnegative(),
  srcAmount: baseUnits(),
  destToken: address(),
  destDecimals: z.number().int().nonnegative(),
  destAmount: baseUnits(),
  bestRoute: z.array(
    z.looseObject({ percent: z.number().nonnegative(), swaps: z.array(routeSwap) }),
  ),
  /** The gas estimate, in gas units. */
  gasCost: baseUnits().nullish(),
  side: z.string(),
  version: z.string(),
  contractAddress: address(),
  tokenTransferProxy: address(),
  contractMethod: z.string().nullish(),
});
export type VeloraPriceRoute = z.infer<typeof priceRouteSchema>;

export const pricesSchema = z.looseObject({ priceRoute: priceRouteSchema });

export const transactionSchema = z.looseObject({
  from: address(),
  to: address(),
  value: baseUnits(),
  data: hexData(),
  gasPrice: baseUnits().nullish(),
  /** Absent with ignoreChecks=true. */
  gas: baseUnits().nullish(),
  chainId: z.number().int().positive(),
});
export type VeloraTransaction = z.infer<typeof transactionSchema>;
