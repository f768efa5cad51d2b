import { env } from '@/lib/env';
import { createChangellyProvider } from './changelly';
import { createChangenowProvider } from './changenow';
import { createExolixProvider } from './exolix';
import { createLetsexchangeProvider } from './letsexchange';
import { createSandboxProviders } from './sandbox';
import { createSimpleswapProvider } from './simpleswap';
import { createStealthexProvider } from './stealthex';
import type { ExchangeProvider } from './contract';

export type ProviderId =
  | 'changenow'
  | 'changelly'
  | 'simpleswap'
  | 'stealthex'
  | 'letsexchange'
  | 'exolix'
  | `sandbox-${string}`;

// Which providers this process talks to: every real adapter whose key is set, and the sandbox
// when no key is set at all (or SANDBOX=true). Keys are read here, on the server, only.

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
  add(config.CHANGENOW_API_KEY, (apiKey) => createChangenowProvider({ apiKey, timeoutMs }));
  // Changelly signs every request: it needs the private key as well as the API key.
  if (config.CHANGELLY_PRIVATE_KEY) {
    const privateKey = config.CHANGELLY_PRIVATE_KEY;
    add(config.CHANGELLY_API_KEY, (apiKey) =>
      createChangellyProvider({ apiKey, privateKey, timeoutMs }),
    );
  }
  add(config.SIMPLESWAP_API_KEY, (apiKey) => createSimpleswapProvider({ apiKey, timeoutMs }));
  add(config.STEALTHEX_API_KEY, (apiKey) => createStealthexProvider({ apiKey, timeoutMs }));
  add(config.LETSEXCHANGE_API_KEY, (apiKey) => createLetsexchangeProvider({ apiKey, timeoutMs }));
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
