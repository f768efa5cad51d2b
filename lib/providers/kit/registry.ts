import 'server-only';
import { env } from '@/lib/env';
import { readDeclaredKeys } from '@/lib/env/schema';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { adapterEnv, type Adapter } from './define';

// One registry for every provider kind: which providers this process talks to. Every adapter
// whose keys are set runs, and the kind's sandbox when no key of the kind is set at all (or
// SANDBOX=true). Keys are read here, on the server, only. A new vendor is one line in its kind's
// adapter list: its id joins the kind's id union, its keys the env the registry reads, the
// README's provider table and the build's secret canaries (lib/providers/kinds.ts).

interface RunningProvider {
  readonly info: { readonly id: string; readonly sandbox: boolean };
}

interface RegistryOptions<Adapters extends readonly Adapter[], World, Provider> {
  /** The process singleton's name: one set of providers per process and kind. */
  name: string;
  adapters: Adapters;
  /** This kind's simulated providers (its sandbox, ./sandbox.ts), over the world handed in. */
  sandbox(world: World): Provider[];
}

/** What a registry needs from the domain: its sandbox's world (the exchange sandbox's store...). */
export interface RegistryDeps<World> {
  sandbox: World;
}

export interface Registry<Adapters extends readonly Adapter[], World, Provider> {
  readonly adapters: Adapters;
  /** Every env key an adapter declares, required or optional. */
  readonly envKeys: string[];
  /** The secrets among them: every required key (the build's canaries). */
  readonly secretKeys: string[];
  list(deps: RegistryDeps<World>): Provider[];
  get(deps: RegistryDeps<World>, id: string): Provider | null;
  /** True when every provider is simulated: screens then say "Sandbox" everywhere. */
  isSandboxOnly(deps: RegistryDeps<World>): boolean;
  /** Tests replace the providers (null restores the configured ones). */
  setForTests(providers: Provider[] | null): void;
}

/** A kind's provider ids: those its adapter list declares, as a union, and its sandbox's. */
export type AdapterIds<Adapters extends readonly Adapter[]> =
  Adapters[number]['info']['id'] | `sandbox-${string}`;

interface RegistryState<Provider> {
  built?: Provider[];
  override: Provider[] | null;
}

export function createRegistry<
  const Adapters extends readonly Adapter<{ id: string }, Provider>[],
  World,
  Provider extends RunningProvider,
>(options: RegistryOptions<Adapters, World, Provider>): Registry<Adapters, World, Provider> {
  const { adapters } = options;
  const envKeys = adapters.flatMap((adapter) => [...adapter.env, ...adapter.optionalEnv]);
  const secretKeys = adapters.flatMap((adapter) => [...adapter.env]);
  // One set per process, whichever route bundle asks first (lib/process-singleton.mjs says why).
  const state = processSingleton(options.name, (): RegistryState<Provider> => ({ override: null }));

  function build(deps: RegistryDeps<World>): Provider[] {
    const timeoutMs = env().PROVIDER_TIMEOUT_MS;
    const values = readDeclaredKeys(envKeys);
    const real = adapters.flatMap((adapter) => {
      const keys = adapterEnv(adapter, values);
      return keys ? [adapter.create({ env: keys, http: { timeoutMs } })] : [];
    });
    return real.length === 0 || env().SANDBOX ? [...real, ...options.sandbox(deps.sandbox)] : real;
  }

  function list(deps: RegistryDeps<World>): Provider[] {
    const current = state();
    if (current.override) return current.override;
    current.built ??= build(deps);
    return current.built;
  }

  return {
    adapters,
    envKeys,
    secretKeys,
    list,
    get: (deps, id) => list(deps).find((provider) => provider.info.id === id) ?? null,
    isSandboxOnly: (deps) => list(deps).every((provider) => provider.info.sandbox),
    setForTests(providers) {
      const current = state();
      current.override = providers;
      current.built = undefined;
    },
  };
}
