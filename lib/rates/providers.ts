import 'server-only';
import * as registry from '@/lib/providers/exchange/registry';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { sandboxStore } from './sandbox-store';

// The exchange providers this process talks to (lib/providers/exchange/registry.ts), wired to
// what the domain gives them: the sandbox's store. Offers and swaps ask for providers here.

const deps: registry.RegistryDeps = { sandbox: sandboxStore };

export function listProviders(): ExchangeProvider[] {
  return registry.listProviders(deps);
}

export function getProvider(id: string): ExchangeProvider | null {
  return registry.getProvider(deps, id);
}
