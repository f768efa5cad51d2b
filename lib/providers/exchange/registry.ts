import { env } from '@/lib/env';
import { createSandboxProviders } from './sandbox';
import type { ExchangeProvider } from './types';

// Which providers this process talks to: every real adapter whose key is set, and the sandbox
// when no key is set at all (or SANDBOX=true). Keys are read here, on the server, only.

const state = globalThis as typeof globalThis & {
  __swaplensProviders?: ExchangeProvider[];
  __swaplensProvidersOverride?: ExchangeProvider[] | null;
};

function realProviders(): ExchangeProvider[] {
  const providers: ExchangeProvider[] = [];
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
