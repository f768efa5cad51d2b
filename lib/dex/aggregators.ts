import 'server-only';
import type { DexInfo, DexProvider } from '@/lib/providers/dex/contract';
import { DEX_ADAPTERS, getDex, listDexes } from '@/lib/providers/dex/registry';
import { dexSandboxWorld } from './world';

// The DEX registry wired to this domain: the simulated aggregators get their world from here.

const deps = { sandbox: dexSandboxWorld };

/** Every configured aggregator that quotes on `chainId`. */
export function aggregatorsFor(chainId: number): DexProvider[] {
  return listDexes(deps).filter((provider) => provider.info.chains.includes(chainId));
}

/** True when there are aggregators and every one is simulated: their quotes are a sandbox's. */
export function simulatedOnly(aggregators: readonly DexProvider[]): boolean {
  return aggregators.length > 0 && aggregators.every((provider) => provider.info.sandbox);
}

/**
 * Whether `chainId`'s quotes are simulated on this server, by the rule its quotes answer follows:
 * the running registry, not the build's keys (a prerendered /dex may have been built with others).
 */
export function dexSandboxOn(chainId: number): boolean {
  return simulatedOnly(aggregatorsFor(chainId));
}

/**
 * An aggregator by id: a running one (the sandbox's only while it runs), else a real adapter
 * whose keys are not set here (a swap recorded before they were removed keeps its name).
 */
export function aggregatorInfo(id: string): DexInfo | null {
  return (
    getDex(deps, id)?.info ?? DEX_ADAPTERS.find((adapter) => adapter.info.id === id)?.info ?? null
  );
}
