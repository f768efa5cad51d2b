import '@/lib/zod-jitless';
import { z } from 'zod';
import { address, baseUnits, hexData } from '../vendor';

// 1inch Swap API v6.0 answers we read (QuoteResponse, SwapResponse, ApproveSpenderResponse of
// its OpenAPI). `protocols` (with includeProtocols=true) is routes → hops → the parts of one
// hop, each part a percentage; gas comes as a number (with includeGas=true).

const part = z.looseObject({
  name: z.string(),
  part: z.number().nonnegative(),
  fromTokenAddress: address(),
  toTokenAddress: address(),
});
const protocols = z.array(z.array(z.array(part))).nullish();

export const quoteSchema = z.looseObject({
  dstAmount: baseUnits(),
  protocols,
  gas: baseUnits().nullish(),
});
export type OneinchQuote = z.infer<typeof quoteSchema>;

export const swapSchema = z.looseObject({
  dstAmount: baseUnits(),
  protocols,
  tx: z.looseObject({
    from: address(),
    to: address(),
    data: hexData(),
    value: baseUnits(),
    gas: baseUnits().nullish(),
    gasPrice: baseUnits().nullish(),
  }),
});
export type OneinchSwap = z.infer<typeof swapSchema>;

export const spenderSchema = z.looseObject({ address: address() });
