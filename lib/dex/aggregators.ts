import 'server-only';
import type { DexProvider } from '@/lib/providers/dex/contract';
import { listDexes } from '@/lib/providers/dex/registry';
import { dexSandboxWorld } from './world';

// The DEX registry wired to this domain: the simulated aggregators get their world from here.

const deps = { sandbox: dexSandboxWorld };

/** Every configured aggregator that quotes on `chainId`. */
export function aggregatorsFor(chainId: number): DexProvider[] {
  return listDexes(deps).filter((provider) => provider.info.chains.includes(chainId));
}
