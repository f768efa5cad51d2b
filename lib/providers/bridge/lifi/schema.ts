import '@/lib/zod-jitless';
import { z } from 'zod';
import { decimalString } from '@/lib/decimal';
import { address, baseUnits, hexData } from '../../dex/vendor';

// LI.FI API v1 answers we read (docs.li.fi API reference; the shapes are @lifi/types' Step,
// Route and StatusResponse). Amounts are base-unit strings; the transaction's value and gas
// limit are hex quantities; USD figures are decimal strings. Unknown fields pass through.

/** A hex quantity ("0x0", "0xde0b6b3a7640000") as a decimal integer string. */
const hexQuantity = () =>
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{1,64}$/)
    .transform((value) => BigInt(value).toString());

const token = z.looseObject({
  address: address(),
  chainId: z.number().int().positive(),
  decimals: z.number().int().nonnegative(),
  symbol: z.string().nullish(),
});
export type LifiToken = z.infer<typeof token>;

const feeCost = z.looseObject({
  name: z.string().nullish(),
  amount: baseUnits().nullish(),
  amountUSD: decimalString().nullish(),
  /** Whether the fee is already taken out of toAmount (false: paid on top, in tx.value). */
  included: z.boolean().nullish(),
});

const gasCost = z.looseObject({
  type: z.string().nullish(),
  amount: baseUnits().nullish(),
  amountUSD: decimalString().nullish(),
});

const action = z.looseObject({
  fromChainId: z.number().int().positive(),
  toChainId: z.number().int().positive(),
});

const estimate = z.looseObject({
  fromAmount: baseUnits(),
  toAmount: baseUnits(),
  toAmountMin: baseUnits(),
  approvalAddress: address().nullish(),
  feeCosts: z.array(feeCost).nullish(),
  gasCosts: z.array(gasCost).nullish(),
  /** Seconds. */
  executionDuration: z.number().nonnegative(),
});
export type LifiEstimate = z.infer<typeof estimate>;

/** 'swap', 'cross' (the bridge) and 'protocol' (LI.FI's fee collection) are documented. */
const includedStep = z.looseObject({ type: z.string(), tool: z.string(), action });
export type LifiIncludedStep = z.infer<typeof includedStep>;

const step = z.looseObject({
  id: z.string().nullish(),
  type: z.string(),
  tool: z.string(),
  action,
  estimate,
  includedSteps: z.array(includedStep).nullish(),
});

const transactionRequest = z.looseObject({
  to: address(),
  data: hexData(),
  value: hexQuantity(),
  gasLimit: hexQuantity().nullish(),
  chainId: z.number().int().positive().nullish(),
});

/** GET /v1/quote: one step, with the transaction when fromAddress was sent. */
export const quoteSchema = step.extend({ transactionRequest });
export type LifiQuote = z.infer<typeof quoteSchema>;

/** POST /v1/advanced/routes: routes best first (order CHEAPEST), each made of steps. */
export const routesSchema = z.looseObject({
  routes: z.array(
    z.looseObject({
      id: z.string().nullish(),
      fromAmount: baseUnits(),
      toAmount: baseUnits(),
      toAmountMin: baseUnits(),
      gasCostUSD: decimalString().nullish(),
      steps: z.array(step).min(1),
    }),
  ),
});
export type LifiRoute = z.infer<typeof routesSchema>['routes'][number];

const transactionInfo = z.looseObject({
  txHash: z.string().nullish(),
  chainId: z.number().int().positive().nullish(),
  amount: baseUnits().nullish(),
  token: token.nullish(),
});

/** GET /v1/status: NOT_FOUND and FAILED answers may carry only the status. */
export const statusSchema = z.looseObject({
  status: z.string().min(1),
  substatus: z.string().nullish(),
  substatusMessage: z.string().nullish(),
  sending: transactionInfo.nullish(),
  receiving: transactionInfo.nullish(),
  lifiExplorerLink: z.url().nullish(),
});
export type LifiStatus = z.infer<typeof statusSchema>;
