import type { BridgeStep } from '../contract';
import type { SocketRoute } from './schema';

// A Socket route in our words. Socket spells the chain's own coin with the 0xEeee… sentinel, as
// our contract does, and tokens by address. Its routeDetails name what the route runs through
// (dexDetails for a swap; the other entries for the bridge), each as { protocol: { displayName } }.

/**
 * The route Socket tags MAX_OUTPUT among its executable transaction routes, else the one with
 * the largest output: the offers list ranks by what arrives.
 */
export function bestRoute(routes: readonly SocketRoute[]): SocketRoute | undefined {
  const executable = routes.filter(
    (route) => route.userOp === 'tx' && route.txData?.kind === 'evm_tx',
  );
  const tagged = executable.find((route) => route.routeTags?.includes('MAX_OUTPUT'));
  if (tagged) return tagged;
  return [...executable].sort((a, b) => {
    const diff = BigInt(b.output.amount) - BigInt(a.output.amount);
    return diff > 0n ? 1 : diff < 0n ? -1 : 0;
  })[0];
}

export function stepsOf(route: SocketRoute, fromChainId: number, toChainId: number): BridgeStep[] {
  const steps: BridgeStep[] = [];
  for (const [key, label] of Object.entries(route.routeDetails ?? {})) {
    if (!label) continue;
    const swap = /dex/i.test(key);
    steps.push({
      kind: swap ? 'swap' : 'bridge',
      tool: label,
      fromChainId,
      toChainId: swap ? fromChainId : toChainId,
    });
  }
  // A cross-chain route always bridges; name it by Socket when its details name no bridge.
  if (fromChainId !== toChainId && !steps.some((step) => step.kind === 'bridge'))
    steps.push({ kind: 'bridge', tool: 'Socket', fromChainId, toChainId });
  return steps;
}
