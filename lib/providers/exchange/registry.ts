import 'server-only';
import { env } from '@/lib/env';
import { readDeclaredKeys } from '@/lib/env/schema';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { adapterEnv } from '../kit/define';
import { changelly } from './changelly';
import { changenow } from './changenow';
import { exolix } from './exolix';
import { letsexchange } from './letsexchange';
import { createSandboxProviders, type SandboxStore } from './sandbox';
import { simpleswap } from './simpleswap';
import { stealthex } from './stealthex';
import type { ExchangeProvider } from './contract';

// Which providers this process talks to: every adapter whose keys are set, and the sandbox when
// no key is set at all (or SANDBOX=true). Keys are read here, on the server, only. A new vendor is
// one line in EXCHANGE_ADAPTERS: its id joins ProviderId, its keys the env the registry reads,
// the README's configuration rows and the build's secret canaries (docs/providers.md).

export const EXCHANGE_ADAPTERS = [
  changenow,
  changelly,
  simpleswap,
  stealthex,
  letsexchange,
  exolix,
] as const;

export type ProviderId = (typeof EXCHANGE_ADAPTERS)[number]['info']['id'] | `sandbox-${string}`;

/** Every env key an adapter declares, required or optional. */
export const EXCHANGE_ENV_KEYS = EXCHANGE_ADAPTERS.flatMap((a) => [...a.env, ...a.optionalEnv]);

/** The secrets among them: every required key (the build's canaries). */
export const EXCHANGE_SECRET_KEYS = EXCHANGE_ADAPTERS.flatMap((adapter) => adapter.env);

/** What the registry needs from the domain: the sandbox's store (lib/rates/providers.ts wires it). */
export interface RegistryDeps {
  sandbox: SandboxStore;
}

interface RegistryState {
  built?: ExchangeProvider[];
  override: ExchangeProvider[] | null;
}

// One set per process, whichever route bundle asks first (lib/process-singleton.mjs says why).
const registryState = processSingleton('exchange-providers', (): RegistryState => ({
  override: null,
}));

function realProviders(): ExchangeProvider[] {
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  const values = readDeclaredKeys(EXCHANGE_ENV_KEYS);
  return EXCHANGE_ADAPTERS.flatMap((adapter) => {
    const keys = adapterEnv(adapter, values);
    return keys ? [adapter.create({ env: keys, http: { timeoutMs } })] : [];
  });
}

function build(deps: RegistryDeps): ExchangeProvider[] {
  const real = realProviders();
  const sandbox = () => createSandboxProviders(deps.sandbox);
  return real.length === 0 || env().SANDBOX ? [...real, ...sandbox()] : real;
}

export function listProviders(deps: RegistryDeps): ExchangeProvider[] {
  const state = registryState();
  if (state.override) return state.override;
  state.built ??= build(deps);
  return state.built;
}

export function getProvider(deps: RegistryDeps, id: string): ExchangeProvider | null {
  return listProviders(deps).find((provider) => provider.info.id === id) ?? null;
}

/** True when every provider is simulated: screens then say "Sandbox" everywhere. */
export function isSandboxOnly(deps: RegistryDeps): boolean {
  return listProviders(deps).every((provider) => provider.info.sandbox);
}

/** Tests replace the providers (null restores the configured ones). */
export function setProvidersForTests(providers: ExchangeProvider[] | null): void {
  const state = registryState();
  state.override = providers;
  state.built = undefined;
}
