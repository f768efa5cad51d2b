import type { BridgeInfo, BridgeRoute } from '@/lib/providers/bridge/contract';

// The DEX's rule (lib/dex/spenders.ts) on the source chain: the site never asks a wallet to
// approve or pay an address its aggregator does not document for that chain (`info.spenders`,
// compared in any letter case). A route naming another spender is dropped as `spender_unknown`,
// one whose transaction goes elsewhere as `router_unknown`. Sending the chain's own coin approves
// nothing, so its spender is not looked at.

const listed = (info: BridgeInfo, route: BridgeRoute, address: string) =>
  (info.spenders[String(route.fromChainId)] ?? []).some(
    (known) => known.toLowerCase() === address.toLowerCase(),
  );

export function bridgeSpenderAllowed(info: BridgeInfo, route: BridgeRoute, native: boolean) {
  if (native) return true;
  if (route.spender === null) return route.tx === null;
  return listed(info, route, route.spender);
}

export function bridgeTargetAllowed(info: BridgeInfo, route: BridgeRoute) {
  return route.tx === null || listed(info, route, route.tx.to);
}
