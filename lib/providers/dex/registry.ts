import 'server-only';
import type { Adapter } from '../kit/define';
import { createRegistry, type AdapterIds } from '../kit/registry';
import type { DexInfo, DexProvider } from './contract';
import { kyberswap } from './kyberswap';
import { oneinch } from './oneinch';
import { openocean } from './openocean';
import { createSandboxDexes } from './sandbox';
import { velora } from './velora';
import { zerox } from './zerox';

export type { SandboxDexWorld } from './sandbox';

// The DEX aggregators (lib/providers/kit/registry.ts runs them, with the sandbox's world that
// lib/dex wires in). A new aggregator is one line in DEX_ADAPTERS: its id joins DexId, its keys
// the env the registry reads, the README's provider table and the build's secret canaries
// (lib/providers/kinds.ts; docs/dex.md, "How to add an aggregator").

export const DEX_ADAPTERS = [
  zerox,
  oneinch,
  velora,
  openocean,
  kyberswap,
] as const satisfies readonly Adapter<DexInfo, DexProvider>[];

export type DexId = AdapterIds<typeof DEX_ADAPTERS>;

export const {
  envKeys: DEX_ENV_KEYS,
  secretKeys: DEX_SECRET_KEYS,
  list: listDexes,
  get: getDex,
  isSandboxOnly: isDexSandboxOnly,
  setForTests: setDexesForTests,
} = createRegistry({
  name: 'dex-aggregators',
  adapters: DEX_ADAPTERS,
  sandbox: createSandboxDexes,
});
