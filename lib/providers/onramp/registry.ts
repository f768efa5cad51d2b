import 'server-only';
import { createRegistry, type AdapterIds } from '../kit/registry';
import { banxa } from './banxa';
import { changellyFiat } from './changelly-fiat';
import { guardarian } from './guardarian';
import { mercuryo } from './mercuryo';
import { moonpay } from './moonpay';
import { createSandboxRamps } from './sandbox';
import { transak } from './transak';

export type { SandboxRampWorld } from './sandbox';

// The ramp providers (lib/providers/kit/registry.ts runs them, with the sandbox's world that
// lib/fiat wires in). A new vendor is one line in RAMP_ADAPTERS: its id joins RampId, its keys the
// env the registry reads, the README's provider table and the build's secret canaries
// (docs/fiat.md).

export const RAMP_ADAPTERS = [
  moonpay,
  transak,
  banxa,
  mercuryo,
  guardarian,
  changellyFiat,
] as const;

export type RampId = AdapterIds<typeof RAMP_ADAPTERS>;

export const {
  envKeys: RAMP_ENV_KEYS,
  secretKeys: RAMP_SECRET_KEYS,
  list: listRamps,
  get: getRamp,
  setForTests: setRampsForTests,
} = createRegistry({
  name: 'ramp-providers',
  adapters: RAMP_ADAPTERS,
  sandbox: createSandboxRamps,
});
