import 'server-only';
import { isRampSandboxOnly, listRamps, getRamp } from '@/lib/providers/onramp/registry';
import type { RampProvider } from '@/lib/providers/onramp/contract';
import { sandboxWorld } from './world';

// The ramp registry wired to this domain: the sandbox ramps get their world from here.

const deps = { sandbox: sandboxWorld };

export function ramps(): RampProvider[] {
  return listRamps(deps);
}

export function ramp(id: string): RampProvider | null {
  return getRamp(deps, id);
}

/** True when every ramp is simulated: every fiat screen then says "Sandbox". */
export function rampsAreSandbox(): boolean {
  return isRampSandboxOnly(deps);
}
