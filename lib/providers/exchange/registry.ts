import { env, readDeclaredKeys } from '@/lib/env';
import { adapterEnv } from '../kit/define';
import { changelly } from './changelly';
import { changenow } from './changenow';
import { createExolixProvider } from './exolix';
import { letsexchange } from './letsexchange';
import { createSandboxProviders } from './sandbox';
import { simpleswap } from './simpleswap';
import { stealthex } from './stealthex';
import type { ExchangeProvider } from './contract';

// Which providers this process talks to: every real adapter whose keys are set, and the sandbox
// when no key is set at all (or SANDBOX=true). Keys are read here, on the server, only.

/** Every exchange adapter; its env keys and its id come from its declaration. */
export const EXCHANGE_ADAPTERS = [
  changenow,
  changelly,
  simpleswap,
  stealthex,
  letsexchange,
] as const;

export type ProviderId =
  (typeof EXCHANGE_ADAPTERS)[number]['info']['id'] | 'exolix' | `sandbox-${string}`;

/** The env keys the adapters declare, required and optional: lib/env.ts reads them from here. */
export const EXCHANGE_ENV_KEYS = EXCHANGE_ADAPTERS.flatMap((a) => [...a.env, ...a.optionalEnv]);

const state = globalThis as typeof globalThis & {
  __swaplensProviders?: ExchangeProvider[];
  __swaplensProvidersOverride?: ExchangeProvider[] | null;
};

function realProviders(): ExchangeProvider[] {
  const config = env();
  const timeoutMs = config.PROVIDER_TIMEOUT_MS;
  const providers: ExchangeProvider[] = [];
  const add = (key: string | undefined, create: (apiKey: string) => ExchangeProvider) => {
    if (key) providers.push(create(key));
  };
  const values = readDeclaredKeys(EXCHANGE_ENV_KEYS);
  for (const adapter of EXCHANGE_ADAPTERS) {
    const keys = adapterEnv(adapter, values);
    if (keys) providers.push(adapter.create({ env: keys, http: { timeoutMs } }));
  }
  add(config.EXOLIX_API_KEY, (apiKey) => createExolixProvider({ apiKey, timeoutMs }));
  return providers;
}

function build(): ExchangeProvider[] {
  const real = realProviders();
  return real.length === 0 || env().SANDBOX ? [...real, ...createSandboxProviders()] : real;
}

export function listProviders(): ExchangeProvider[] {
  if (state.__swaplensProvidersOverride) return state.__swaplensProvidersOverride;
  state.__swaplensProviders ??= build();
  return state.__swaplensProviders;
}

export function getProvider(id: string): ExchangeProvider | null {
  return listProviders().find((provider) => provider.info.id === id) ?? null;
}

/** True when every provider is simulated: screens then say "Sandbox" everywhere. */
export function isSandboxOnly(): boolean {
  return listProviders().every((provider) => provider.info.sandbox);
}

/** Tests replace the providers (null restores the configured ones). */
export function setProvidersForTests(providers: ExchangeProvider[] | null): void {
  state.__swaplensProvidersOverride = providers;
  state.__swaplensProviders = undefined;
}
