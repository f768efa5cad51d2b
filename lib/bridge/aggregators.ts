import 'server-only';
import type { BridgeProvider } from '@/lib/providers/bridge/contract';
import { listBridges } from '@/lib/providers/bridge/registry';
import { bridgeSandboxWorld } from './world';

// The bridge registry wired to this domain: the simulated bridges get their world from here.

const deps = { sandbox: bridgeSandboxWorld };

/** Every configured bridge aggregator that serves both chains. */
export function bridgesFor(fromChainId: number, toChainId: number): BridgeProvider[] {
  return listBridges(deps).filter(
    ({ info }) => info.chains.includes(fromChainId) && info.chains.includes(toChainId),
  );
}

/** True when there are aggregators and every one is simulated: their routes are a sandbox's. */
export function simulatedOnly(aggregators: readonly BridgeProvider[]): boolean {
  return aggregators.length > 0 && aggregators.every((provider) => provider.info.sandbox);
}
