import type { BridgeInfo, BridgeRoute } from '@/lib/providers/bridge/contract';
import { spenderDocumented, targetDocumented } from '@/lib/providers/kit/contract';

// The DEX's rule (lib/dex/spenders.ts) on the source chain: the site never asks a wallet to
// approve or pay an address its aggregator does not document for that chain (`info.spenders`,
// compared in any letter case). A route naming another spender is dropped as `spender_unknown`,
// one whose transaction goes elsewhere as `router_unknown`. Sending the chain's own coin approves
// nothing, so its spender is not looked at.

export function bridgeSpenderAllowed(info: BridgeInfo, route: BridgeRoute, native: boolean) {
  return spenderDocumented(info.spenders, route.fromChainId, route, native);
}

export function bridgeTargetAllowed(info: BridgeInfo, route: BridgeRoute) {
  return targetDocumented(info.spenders, route.fromChainId, route);
}
