import '@/lib/zod-jitless';
import { z } from 'zod';
import { address, baseUnits, hexData } from '../../dex/vendor';

// Rango Basic API answers we read (rango-types, src/api/basic: QuoteResponse, SwapResponse,
// StatusResponse; docs.rango.exchange, Basic API reference). Amounts are base-unit strings; a
// fee's `amount` too (the docs' sample: 1037163600000000 BNB-wei at $243.7 is its feeUsd 0.25).
// Routing problems come inside a 200 answer (resultType, route null); unknown fields pass.

/** Rango's token (its `Token` meta): the native coin has address null. */
const token = z.looseObject({
  blockchain: z.string(),
  chainId: z.string().nullish(),
  address: address().nullish(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative().max(255),
  usdPrice: z.number().nonnegative().nullish(),
});
export type RangoToken = z.infer<typeof token>;

const fee = z.looseObject({
  name: z.string(),
  token,
  expenseType: z.enum(['FROM_SOURCE_WALLET', 'DECREASE_FROM_OUTPUT', 'FROM_DESTINATION_WALLET']),
  amount: baseUnits(),
});
export type RangoFee = z.infer<typeof fee>;

const swapper = z.looseObject({
  id: z.string(),
  title: z.string(),
  swapperGroup: z.string().nullish(),
  types: z.array(z.string()).nullish(),
});

const path = z.looseObject({
  from: token,
  to: token,
  swapper,
  swapperType: z.string(),
  estimatedTimeInSeconds: z.number().nonnegative().nullish(),
});
export type RangoPath = z.infer<typeof path>;

const route = z.looseObject({
  from: token,
  to: token,
  outputAmount: baseUnits(),
  outputAmountMin: baseUnits(),
  swapper,
  path: z.array(path).nullish(),
  fee: z.array(fee),
  feeUsd: z.number().nullish(),
  amountRestriction: z
    .looseObject({ min: baseUnits().nullish(), max: baseUnits().nullish(), type: z.string() })
    .nullish(),
  estimatedTimeInSeconds: z.number().nonnegative(),
});
export type RangoRoute = z.infer<typeof route>;

const routing = {
  requestId: z.string().min(1),
  resultType: z.string(),
  route: route.nullable(),
  error: z.string().nullish(),
  errorCode: z.number().nullish(),
};

export const quoteSchema = z.looseObject(routing);
export type RangoQuote = z.infer<typeof quoteSchema>;

/** An EVM transaction (rango-types EvmTransaction); other chains' kinds are not ours to send. */
const evmTx = z.looseObject({
  type: z.literal('EVM'),
  blockChain: z.looseObject({ name: z.string(), chainId: z.string().nullish() }),
  from: address().nullish(),
  approveTo: address().nullish(),
  approveData: hexData().nullish(),
  txTo: address(),
  txData: hexData().nullish(),
  value: baseUnits().nullish(),
  gasLimit: baseUnits().nullish(),
});
export type RangoEvmTx = z.infer<typeof evmTx>;

export const swapSchema = z.looseObject({
  ...routing,
  // Only EVM chains are asked, so any other kind of transaction is an answer we cannot read.
  tx: evmTx.nullish(),
});

export const statusSchema = z.looseObject({
  status: z.string().nullable(),
  error: z.string().nullish(),
  output: z
    .looseObject({
      amount: baseUnits(),
      receivedToken: token,
      type: z.string(),
    })
    .nullish(),
  explorerUrl: z
    .array(z.looseObject({ url: z.url(), description: z.string().nullish() }))
    .nullish(),
  diagnosisUrl: z.url().nullish(),
  bridgeData: z
    .looseObject({
      srcTxHash: z.string().nullish(),
      destTxHash: z.string().nullish(),
      destToken: z.string().nullish(),
      destTokenAmt: baseUnits().nullish(),
    })
    .nullish(),
});
export type RangoStatus = z.infer<typeof statusSchema>;
