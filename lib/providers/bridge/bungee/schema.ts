import '@/lib/zod-jitless';
import { z } from 'zod';
import { address, baseUnits, hexData } from '../../dex/vendor';

// Socket Swap V3 answers we read (docs.socket.tech: "Guide to Integrate Socket API", the API
// reference's Get quotes and Get status, and the Bungee v1 → Socket v3 migration guide). Every
// answer is an envelope { success, statusCode, result, message }. Amounts are base-unit strings;
// USD values are numbers. Unknown fields pass through; the parts the docs do not show in full
// (a route's fees, its routeDetails beyond dexDetails, the refund object) are read loosely.

const token = z.looseObject({
  chainId: z.number().int().positive(),
  address: address(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative().max(255),
});
export type SocketToken = z.infer<typeof token>;

const amount = z.looseObject({
  token,
  amount: baseUnits(),
  minAmountOut: baseUnits().nullish(),
  valueInUsd: z.number().nullish(),
});

/** `{ protocol: { name, displayName } }` under each of a route's routeDetails entries. */
const details = z.record(
  z.string(),
  z.unknown().transform((value) => {
    const protocol = (value as { protocol?: { displayName?: unknown; name?: unknown } } | null)
      ?.protocol;
    const label = protocol?.displayName ?? protocol?.name;
    return typeof label === 'string' ? label : null;
  }),
);

const route = z.looseObject({
  userOp: z.string(),
  quoteId: z.string().min(1),
  /** Unix seconds. */
  expiresAt: z.number().int().positive(),
  output: amount,
  /** Seconds. */
  estimatedTime: z.number().nonnegative(),
  routeTags: z.array(z.string()).nullish(),
  routeDetails: details.nullish(),
  approval: z
    .looseObject({
      spenderAddress: address(),
      amount: baseUnits(),
      tokenAddress: address().nullish(),
    })
    .nullish(),
  txData: z
    .looseObject({
      kind: z.string(),
      object: z.looseObject({
        chainId: z.number().int().positive(),
        to: address(),
        data: hexData(),
        value: baseUnits().nullish(),
        gasLimit: baseUnits().nullish(),
      }),
    })
    .nullish(),
});
export type SocketRoute = z.infer<typeof route>;

export const quoteSchema = z.looseObject({
  success: z.literal(true),
  result: z.looseObject({
    originChainId: z.number().int().positive(),
    destinationChainId: z.number().int().positive(),
    input: amount,
    routes: z.array(route),
  }),
});

const leg = z.looseObject({
  status: z.string().nullish(),
  txHash: z.string().nullish(),
});

export const statusSchema = z.looseObject({
  success: z.literal(true),
  result: z.looseObject({
    quoteId: z.string().nullish(),
    status: z.string(),
    statusCode: z.string().nullish(),
    origin: leg.nullish(),
    destination: leg.extend({ output: z.array(amount).nullish() }).nullish(),
    refund: z
      .looseObject({
        txHash: z.string().nullish(),
        amount: baseUnits().nullish(),
        token: token.nullish(),
      })
      .nullish(),
  }),
});
export type SocketStatus = z.infer<typeof statusSchema>['result'];
