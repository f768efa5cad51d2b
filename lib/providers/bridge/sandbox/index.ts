import type { BridgeProvider } from '../contract';
import { SANDBOX_BRIDGES } from './profiles';
import { SandboxBridge } from './provider';
import type { SandboxBridgeWorld } from './world';

export type { SandboxBridgeWorld } from './world';

/** The simulated bridges the site runs without bridge keys (or with SANDBOX=true). */
export function createSandboxBridges(world: SandboxBridgeWorld): BridgeProvider[] {
  return SANDBOX_BRIDGES.profiles.map((profile) => new SandboxBridge(profile, world));
}
