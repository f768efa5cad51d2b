// PLACEHOLDER written by the swaps helper so its branch type-checks before the registry lands.
// Take main's version of this file on every merge.
import type { ExchangeProvider } from './types';

let overrides: ExchangeProvider[] | null = null;

export function setProvidersForTests(providers: ExchangeProvider[] | null): void {
  overrides = providers;
}

export function listProviders(): ExchangeProvider[] {
  return overrides ?? [];
}

export function getProvider(id: string): ExchangeProvider | null {
  return listProviders().find((provider) => provider.info.id === id) ?? null;
}

export function isSandboxOnly(): boolean {
  return true;
}
