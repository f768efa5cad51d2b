import '@/lib/zod-jitless';
import { z } from 'zod';
import { address, baseUnits, hexData } from '../vendor';

// 0x Swap API v2 answers we read (https://0x.org/docs/api, swap::allowanceHolder::getPrice and
// ::getQuote). Without liquidity the answer is only { liquidityAvailable: false, zid }. Amounts
// are base-unit strings; unknown fields pass through.

const fill = z.looseObject({
  from: address(),
  to: address(),
  source: z.string(),
  proportionBps: baseUnits(),
});

const priced = {
  liquidityAvailable: z.literal(true),
  buyAmount: baseUnits(),
  buyToken: address(),
  sellAmount: baseUnits(),
  sellToken: address(),
  minBuyAmount: baseUnits(),
  gas: baseUnits().nullish(),
  gasPrice: baseUnits().nullish(),
  /** The contract to approve; null for a native sell or a wrap/unwrap. */
  allowanceTarget: address().nullish(),
  issues: z
    .looseObject({
      allowance: z.looseObject({ actual: baseUnits(), spender: address() }).nullish(),
      simulationIncomplete: z.boolean().nullish(),
    })
    .nullish(),
  route: z.looseObject({ fills: z.array(fill) }).nullish(),
  totalNetworkFee: baseUnits().nullish(),
  zid: z.string().nullish(),
};

const noLiquidity = z.looseObject({
  liquidityAvailable: z.literal(false),
  zid: z.string().nullish(),
});

export const priceSchema = z.discriminatedUnion('liquidityAvailable', [
  z.looseObject(priced),
  noLiquidity,
]);
export type ZeroxPrice = z.infer<typeof priceSchema>;

export const quoteSchema = z.discriminatedUnion('liquidityAvailable', [
  z.looseObject({
    ...priced,
    transaction: z.looseObject({
      to: address(),
      data: hexData(),
      value: baseUnits(),
      gas: baseUnits().nullish(),
      gasPrice: baseUnits().nullish(),
    }),
  }),
  noLiquidity,
]);
export type ZeroxQuote = z.infer<typeof quoteSchema>;
