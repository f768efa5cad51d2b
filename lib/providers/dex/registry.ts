import type { Adapter } from '../kit/define';
import type { AdapterIds } from '../kit/registry';
import type { DexInfo, DexProvider } from './contract';
import { oneinch } from './oneinch';
import { velora } from './velora';
import { zerox } from './zerox';
import { kyberswap } from './kyberswap';
import { openocean } from './openocean';

// The DEX aggregators. None yet: the first adapter adds its line here and the registry call
// (createRegistry in lib/providers/kit/registry.ts, as lib/providers/exchange/registry.ts does),
// and lib/providers/kinds.ts already derives its keys, README rows and contract suite.

export const DEX_ADAPTERS = [
  zerox,
  oneinch,
  velora,
  openocean,
  kyberswap,
] as const satisfies readonly Adapter<DexInfo, DexProvider>[];

export type DexId = AdapterIds<typeof DEX_ADAPTERS>;
