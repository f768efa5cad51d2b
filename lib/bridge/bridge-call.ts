import 'server-only';
import { indicativeCache, walletCall, type DexFailureAnswer } from '@/lib/dex/wallet-call';
import type {
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
} from '@/lib/providers/bridge/contract';
import type { GuardedCall } from '@/lib/upstream/guard';

// A bridge route as the upstream guard's call, declared on the wallet kinds' call
// (lib/dex/wallet-call.ts) as a DEX quote is: an indicative route (no sender) is shared by
// identical questions for a few seconds; one with a sender never: its transaction is that
// wallet's.

export type BridgeAnswer = { ok: true; route: BridgeRoute } | DexFailureAnswer;

const cache = indicativeCache<BridgeAnswer>('bridge-route-cache');

export const clearBridgeRouteCache = cache.clear;

export function bridgeCall(
  provider: BridgeProvider,
  request: BridgeRouteRequest,
): GuardedCall<BridgeRoute, BridgeAnswer> {
  const { from, to, amount, slippageBps, sender } = request;
  const { id } = provider.info;
  return walletCall({
    label: 'bridge routes',
    id,
    key: [
      'bridge',
      id,
      from.chainId,
      from.address.toLowerCase(),
      to.chainId,
      to.address.toLowerCase(),
      amount,
      slippageBps,
      sender?.toLowerCase() ?? '',
    ],
    firm: Boolean(sender),
    cache: cache.get(),
    run: (signal) => provider.route({ ...request, signal }),
    accept: (route) => ({ ok: true, route }),
  });
}
