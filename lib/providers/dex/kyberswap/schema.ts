import '@/lib/zod-jitless';
import { z } from 'zod';
import { optionalDecimalString } from '@/lib/decimal';

// KyberSwap Aggregator API v1 answers we read (https://docs.kyberswap.com/developer-guide/
// aggregator-api/aggregator-api-specification/evm-swaps): { code, message, data, requestId },
// code 0 on success; errors are 4xx with { code: 40xx, message } (4008 route not found, 4009
// amount above the maximum, 4010 no eligible pools, 4011 token not found). Amounts are base-unit
// strings, USD values decimal strings. Unknown fields pass through.

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const baseUnits = z
  .union([
    z.string().regex(/^\d{1,78}$/),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value) => BigInt(value).toString());

const hopSchema = z.looseObject({
  pool: z.string().nullish(),
  tokenIn: address,
  tokenOut: address,
  swapAmount: baseUnits,
  amountOut: baseUnits.nullish(),
  exchange: z.string().nullish(),
});

/** The route summary as we read it (what is shown and checked). */
const routeSummarySchema = z.looseObject({
  tokenIn: address,
  amountIn: baseUnits,
  amountInUsd: optionalDecimalString(),
  tokenOut: address,
  amountOut: baseUnits,
  amountOutUsd: optionalDecimalString(),
  gas: baseUnits.nullish(),
  gasUsd: optionalDecimalString(),
  /** Splits of the input, each a chain of hops. */
  route: z.array(z.array(hopSchema)).nullish(),
  routeID: z.string().nullish(),
  checksum: z.string().nullish(),
});

/**
 * GET /routes data: the summary read, and the summary exactly as KyberSwap sent it, which
 * route/build takes back verbatim (its checksum covers it: a number rewritten as text breaks it).
 */
export const routesDataSchema = z
  .looseObject({ routeSummary: z.record(z.string(), z.unknown()), routerAddress: address })
  .transform((data, ctx) => {
    const read = routeSummarySchema.safeParse(data.routeSummary);
    if (!read.success) {
      for (const issue of read.error.issues) {
        const path = ['routeSummary', ...issue.path.map(String)];
        ctx.addIssue({ code: 'custom', path, message: issue.message });
      }
      return z.NEVER;
    }
    return { routerAddress: data.routerAddress, summary: read.data, raw: data.routeSummary };
  });
export type KyberRoutes = z.infer<typeof routesDataSchema>;

export const buildDataSchema = z.looseObject({
  amountIn: baseUnits,
  amountInUsd: optionalDecimalString(),
  amountOut: baseUnits,
  amountOutUsd: optionalDecimalString(),
  gas: baseUnits.nullish(),
  gasUsd: optionalDecimalString(),
  data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/),
  routerAddress: address,
  transactionValue: baseUnits,
});

const failureSchema = z.looseObject({
  code: z
    .number()
    .int()
    .refine((code) => code !== 0),
  message: z.string().nullish(),
});
export type KyberFailure = z.infer<typeof failureSchema>;

/** The envelope of every answer: code 0 with its data, or KyberSwap's failure in a 2xx answer. */
export function answerSchema<Data extends z.ZodType>(data: Data) {
  return z.union([z.looseObject({ code: z.literal(0), data }), failureSchema]);
}
