import 'server-only';
import { env } from '../env';
import { readDeclaredKeys } from '../env/schema';
import { DEX_ADAPTERS } from '../providers/dex/registry';
import { DEX_CHAINS } from './chains';

// What the /dex page shows from the server: whether its aggregators are simulated, which of them
// quote on each network, and whether WalletConnect is offered. Until the DEX registry exists
// (createRegistry in lib/providers/dex/registry.ts), "configured" means every required env key of
// the adapter is set, as the kit's registry decides; then this asks the registry instead.

export interface DexPageNetwork {
  id: number;
  slug: string;
  name: string;
  nativeSymbol: string;
  /** The configured aggregators that quote on it; empty in the sandbox (the simulated one). */
  aggregators: string[];
}

export interface DexPageFacts {
  /** No real aggregator is configured: every quote is simulated (labelled on the page). */
  sandbox: boolean;
  /** Public by nature: the browser sends it to WalletConnect's relay. */
  walletConnectProjectId: string | null;
  networks: DexPageNetwork[];
}

export function dexPageFacts(): DexPageFacts {
  const values = readDeclaredKeys(DEX_ADAPTERS.flatMap((adapter) => adapter.env));
  const configured = DEX_ADAPTERS.filter((adapter) => adapter.env.every((key) => values[key]));
  const sandbox = configured.length === 0;
  return {
    sandbox,
    walletConnectProjectId: env().WALLETCONNECT_PROJECT_ID ?? null,
    networks: DEX_CHAINS.map((chain) => ({
      id: chain.id,
      slug: chain.slug,
      name: chain.name,
      nativeSymbol: chain.native.symbol,
      aggregators: configured
        .filter((adapter) => adapter.info.chains.includes(chain.id))
        .map((adapter) => adapter.info.name),
    })),
  };
}
