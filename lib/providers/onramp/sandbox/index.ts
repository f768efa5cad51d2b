import type { RampProvider } from '../contract';
import { SANDBOX_RAMPS } from './profiles';
import { SandboxRamp } from './provider';
import type { SandboxRampWorld } from './world';

export type { SandboxRampWorld } from './world';

/** The simulated ramps the site runs without ramp keys (or with SANDBOX=true). */
export function createSandboxRamps(world: SandboxRampWorld): RampProvider[] {
  return SANDBOX_RAMPS.profiles.map((profile) => new SandboxRamp(profile, world));
}
