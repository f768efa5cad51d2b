import { SANDBOX_RAMP_PROFILES } from './profiles';
import { SandboxRamp } from './provider';
import type { SandboxRampWorld } from './world';

export type { SandboxRampWorld } from './world';

/** The simulated ramps the site runs without ramp keys (or with SANDBOX=true). */
export function createSandboxRamps(world: SandboxRampWorld): SandboxRamp[] {
  return SANDBOX_RAMP_PROFILES.map((profile) => new SandboxRamp(profile, world));
}
