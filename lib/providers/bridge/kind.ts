import { z } from 'zod';
import { defineAdapter, type AdapterKind } from '../kit/define';
import { INFO_BASE } from '../kit/manifest';
import type {
  BridgeInfo,
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
  BridgeStatusRequest,
  BridgeTransfer,
} from './contract';

// The bridge kind: what a bridge adapter declares (a route with the wallet's transaction, and a
// transfer's status by the source transaction's hash) and how the running provider stamps routes.
// Adapters are `defineBridgeAdapter({...})`, the kit's defineAdapter bound to this kind.

/** What route() answers; the kind adds what the request and the adapter already say. */
export type BridgeRouteResult = Omit<
  BridgeRoute,
  'provider' | 'fromChainId' | 'toChainId' | 'execution'
>;

interface BridgeMethods {
  route(request: BridgeRouteRequest): Promise<BridgeRouteResult>;
  status(request: BridgeStatusRequest): Promise<BridgeTransfer>;
}

const infoSchema: z.ZodType<BridgeInfo> = z.strictObject({
  ...INFO_BASE,
  chains: z.array(z.number().int().positive()).min(1),
  spenders: z.record(
    z.string().regex(/^[1-9][0-9]*$/),
    z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).min(1),
  ),
});

export const bridge: AdapterKind<'bridge', BridgeInfo, BridgeMethods, BridgeProvider> = {
  name: 'bridge',
  info: infoSchema,
  methods: ['route', 'status'],
  provider: (info, methods) => ({
    info,
    route: async (request) => ({
      provider: info.id,
      fromChainId: request.from.chainId,
      toChainId: request.to.chainId,
      execution: 'wallet',
      ...(await methods.route(request)),
    }),
    status: methods.status,
  }),
};

export const defineBridgeAdapter = defineAdapter(bridge);
