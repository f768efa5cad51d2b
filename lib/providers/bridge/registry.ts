import 'server-only';
import type { Adapter } from '../kit/define';
import { createRegistry, type AdapterIds } from '../kit/registry';
import type { BridgeInfo, BridgeProvider } from './contract';
import { lifi } from './lifi';
import { squid } from './squid';
import { bungee } from './bungee';
import { rango } from './rango';
import { createSandboxBridges } from './sandbox';

export type { SandboxBridgeWorld } from './sandbox';

// The bridge aggregators (lib/providers/kit/registry.ts runs them, with the sandbox's world that
// lib/bridge wires in). A new aggregator is one line in BRIDGE_ADAPTERS: its id joins BridgeId,
// its keys the env the registry reads, the README's provider table and the build's secret
// canaries (lib/providers/kinds.ts already derives them; docs/bridges.md).

export const BRIDGE_ADAPTERS = [lifi, squid, rango, bungee] as const satisfies readonly Adapter<
  BridgeInfo,
  BridgeProvider
>[];

export type BridgeId = AdapterIds<typeof BRIDGE_ADAPTERS>;

export const {
  envKeys: BRIDGE_ENV_KEYS,
  secretKeys: BRIDGE_SECRET_KEYS,
  list: listBridges,
  get: getBridge,
  isSandboxOnly: isBridgeSandboxOnly,
  setForTests: setBridgesForTests,
} = createRegistry({
  name: 'bridge-aggregators',
  adapters: BRIDGE_ADAPTERS,
  sandbox: createSandboxBridges,
});
