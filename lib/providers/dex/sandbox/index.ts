import type { DexProvider } from '../contract';
import { SANDBOX_DEXES } from './profiles';
import { SandboxDex } from './provider';
import type { SandboxDexWorld } from './world';

export type { SandboxDexWorld } from './world';

/** The simulated aggregators the site runs without DEX keys (or with SANDBOX=true). */
export function createSandboxDexes(world: SandboxDexWorld): DexProvider[] {
  return SANDBOX_DEXES.profiles.map((profile) => new SandboxDex(profile, world));
}
