import 'server-only';
import { createRegistry, type AdapterIds, type RegistryDeps as Deps } from '../kit/registry';
import { changelly } from './changelly';
import { changenow } from './changenow';
import { exolix } from './exolix';
import { letsexchange } from './letsexchange';
import { createSandboxProviders, type SandboxStore } from './sandbox';
import { simpleswap } from './simpleswap';
import { stealthex } from './stealthex';

// The exchange providers (lib/providers/kit/registry.ts runs them). A new vendor is one line in
// EXCHANGE_ADAPTERS: its id joins ProviderId, its keys the env the registry reads, the README's
// provider table and the build's secret canaries (docs/providers.md).

export const EXCHANGE_ADAPTERS = [
  changenow,
  changelly,
  simpleswap,
  stealthex,
  letsexchange,
  exolix,
] as const;

export type ProviderId = AdapterIds<typeof EXCHANGE_ADAPTERS>;

/** What the registry needs from the domain: the sandbox's store (lib/rates/providers.ts wires it). */
export type RegistryDeps = Deps<SandboxStore>;

export const {
  envKeys: EXCHANGE_ENV_KEYS,
  secretKeys: EXCHANGE_SECRET_KEYS,
  list: listProviders,
  get: getProvider,
  isSandboxOnly,
  setForTests: setProvidersForTests,
} = createRegistry({
  name: 'exchange-providers',
  adapters: EXCHANGE_ADAPTERS,
  sandbox: createSandboxProviders,
});
