import 'server-only';
import { env } from '@/lib/env';
import { readDeclaredKeys } from '@/lib/env/schema';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { adapterEnv } from '../kit/define';
import { changellyFiat } from './changelly-fiat';
import { guardarian } from './guardarian';
import { moonpay } from './moonpay';
import { banxa } from './banxa';
import { mercuryo } from './mercuryo';
import { createSandboxRamps, type SandboxRampWorld } from './sandbox';
import { transak } from './transak';
import type { RampProvider } from './contract';
import type { RampAdapter } from './define';

export type { SandboxRampWorld } from './sandbox';

// Which ramp providers this process talks to: every adapter whose keys are set, and the sandbox
// ramps when no ramp key is set at all (or SANDBOX=true), as for exchanges
// (../exchange/registry.ts). A new vendor is one line in RAMP_ADAPTERS: its keys join the env the
// registry reads, the README's configuration rows and the build's secret canaries (docs/fiat.md).

export const RAMP_ADAPTERS: readonly RampAdapter[] = [
  moonpay,
  transak,
  banxa,
  mercuryo,
  guardarian,
  changellyFiat,
];

/** Every env key a ramp adapter declares, required or optional. */
export const RAMP_ENV_KEYS = RAMP_ADAPTERS.flatMap((a) => [...a.env, ...a.optionalEnv]);

/** The secrets among them: every required key (the build's canaries). */
export const RAMP_SECRET_KEYS = RAMP_ADAPTERS.flatMap((adapter) => adapter.env);

/** What the registry needs from the domain: the sandbox's world (lib/fiat wires it). */
export interface RampRegistryDeps {
  sandbox: SandboxRampWorld;
}

interface RegistryState {
  built?: RampProvider[];
  override: RampProvider[] | null;
}

const registryState = processSingleton('ramp-providers', (): RegistryState => ({
  override: null,
}));

function build(deps: RampRegistryDeps): RampProvider[] {
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  const values = readDeclaredKeys(RAMP_ENV_KEYS);
  const real = RAMP_ADAPTERS.flatMap((adapter) => {
    const keys = adapterEnv(adapter, values);
    return keys ? [adapter.create({ env: keys, http: { timeoutMs } })] : [];
  });
  return real.length === 0 || env().SANDBOX ? [...real, ...createSandboxRamps(deps.sandbox)] : real;
}

export function listRamps(deps: RampRegistryDeps): RampProvider[] {
  const state = registryState();
  if (state.override) return state.override;
  state.built ??= build(deps);
  return state.built;
}

export function getRamp(deps: RampRegistryDeps, id: string): RampProvider | null {
  return listRamps(deps).find((provider) => provider.info.id === id) ?? null;
}

/** Tests replace the ramps (null restores the configured ones). */
export function setRampsForTests(providers: RampProvider[] | null): void {
  const state = registryState();
  state.override = providers;
  state.built = undefined;
}
