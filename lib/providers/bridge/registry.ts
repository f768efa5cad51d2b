import type { Adapter } from '../kit/define';
import type { AdapterIds } from '../kit/registry';
import type { BridgeInfo, BridgeProvider } from './contract';
import { lifi } from './lifi';
import { squid } from './squid';
import { bungee } from './bungee';
import { rango } from './rango';

// The bridge aggregators. None yet: the first adapter adds its line here and the registry call
// (createRegistry in lib/providers/kit/registry.ts, as lib/providers/exchange/registry.ts does),
// and lib/providers/kinds.ts already derives its keys, README rows and contract suite.

export const BRIDGE_ADAPTERS = [lifi, squid, rango, bungee] as const satisfies readonly Adapter<
  BridgeInfo,
  BridgeProvider
>[];

export type BridgeId = AdapterIds<typeof BRIDGE_ADAPTERS>;
