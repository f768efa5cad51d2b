import { arbitrum, bsc, mainnet, optimism, polygon, type Chain } from 'viem/chains';
import { createConfig, fallback, http, injected, type Config, type CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { DEX_CHAINS } from '../chains';
import { connectedWallet } from './transport';

// The wagmi configuration of the /dex island (browser only; docs/dex.md "Wallets"). No storage at
// all and no SSR hydration: the server never sees a wallet, so no HTML carries one and the page
// stays one prerendered shell per locale; and the browser keeps nothing either (wagmi's default
// would write its state to localStorage, a key the cookie policy does not list), so a reload
// asks for a click on Connect again, which a wallet that knows the site answers at once.

/** viem's definitions of the five DEX chains, in lib/dex/chains.ts's order. */
export const WALLET_CHAINS = [
  mainnet,
  bsc,
  polygon,
  arbitrum,
  optimism,
] as const satisfies readonly [Chain, ...Chain[]];

/** How WalletConnect names the site in the visitor's wallet. */
export interface WalletConnectApp {
  name: string;
  description: string;
  url: string;
  icon: string;
}

function publicRpc(chainId: number): string {
  const chain = DEX_CHAINS.find((candidate) => candidate.id === chainId);
  if (!chain) throw new Error(`lib/dex/wallet/config.ts: chain ${chainId} is not a DEX chain`);
  return chain.publicRpc;
}

/**
 * WalletConnect (WALLETCONNECT_PROJECT_ID), made only once the visitor chooses it: its provider
 * opens a relay socket and writes its own storage (IndexedDB: the keys the storage inventory
 * lists under `walletConnect`) as soon as it is set up, so a page where the visitor never picks
 * it loads and stores nothing of it. Our dialog shows the QR code and the mobile link
 * (components/dex/wallet), not WalletConnect's modal.
 */
export function walletConnectConnector(
  projectId: string,
  app: WalletConnectApp,
): CreateConnectorFn {
  return walletConnect({
    projectId,
    showQrModal: false,
    // WalletConnect's SDK reports usage events to its own servers unless told not to; the site
    // sends nobody anything the visitor has not asked for (the relay carries the connection).
    telemetryEnabled: false,
    metadata: { name: app.name, description: app.description, url: app.url, icons: [app.icon] },
  });
}

export function createDexWagmiConfig(): Config {
  // The transports read the config at request time; it exists once createConfig returns.
  const built: { config?: Config } = {};
  const transports = Object.fromEntries(
    WALLET_CHAINS.map((chain) => [
      chain.id,
      fallback([connectedWallet(() => built.config), http(publicRpc(chain.id), { retryCount: 1 })]),
    ]),
  ) as Record<(typeof WALLET_CHAINS)[number]['id'], ReturnType<typeof fallback>>;
  const config = createConfig({
    chains: WALLET_CHAINS,
    // The EIP-6963 wallets are added by wagmi itself (multiInjectedProviderDiscovery); this one
    // is window.ethereum, for a wallet that does not announce itself (older in-app browsers).
    connectors: [injected()],
    transports,
    multiInjectedProviderDiscovery: true,
    ssr: false,
    storage: null,
    // wagmi batches reads into Multicall3 by default; a devnet or a fresh testnet behind the
    // wallet may have no Multicall3, and a wallet answers single reads as cheaply.
    batch: { multicall: false },
  });
  built.config = config;
  return config;
}
