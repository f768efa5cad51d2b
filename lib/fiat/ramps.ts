import 'server-only';
import { listRamps, getRamp } from '@/lib/providers/onramp/registry';
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
