import { arbitrum, bsc, mainnet, optimism, polygon, type Chain } from 'viem/chains';
import { createConfig, fallback, http, injected, type Config, type CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { DEX_CHAINS } from '../chains';
import { connectedWallet } from './transport';

// The wagmi configuration of the /dex island (browser only; docs/dex.md "Wallets"). No cookie
// storage and no SSR hydration: the server never sees a wallet, so no HTML carries one and the
// page stays one prerendered shell per locale. The browser's localStorage (wagmi's default)
// keeps only which connector was used, so that a reload reconnects without asking again.

/** viem's definitions of the five DEX chains, in lib/dex/chains.ts's order. */
export const WALLET_CHAINS = [
  mainnet,
  bsc,
  polygon,
  arbitrum,
  optimism,
] as const satisfies readonly [Chain, ...Chain[]];

export interface DexWalletConfigInput {
  /** WalletConnect Cloud project id (WALLETCONNECT_PROJECT_ID); without it, injected wallets only. */
  walletConnectProjectId?: string | undefined;
  /** How WalletConnect names the site in the visitor's wallet. */
  app: { name: string; description: string; url: string; icon: string };
}

function publicRpc(chainId: number): string {
  const chain = DEX_CHAINS.find((candidate) => candidate.id === chainId);
  if (!chain) throw new Error(`lib/dex/wallet/config.ts: chain ${chainId} is not a DEX chain`);
  return chain.publicRpc;
}

export function createDexWagmiConfig({
  walletConnectProjectId,
  app,
}: DexWalletConfigInput): Config {
  // The EIP-6963 wallets are added by wagmi itself (multiInjectedProviderDiscovery); this one
  // is window.ethereum, for a wallet that does not announce itself (older in-app browsers).
  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true })];
  if (walletConnectProjectId) {
    connectors.push(
      walletConnect({
        projectId: walletConnectProjectId,
        // Our own dialog shows the QR code and the mobile link (components/dex/wallet).
        showQrModal: false,
        metadata: { name: app.name, description: app.description, url: app.url, icons: [app.icon] },
      }),
    );
  }
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
    connectors,
    transports,
    multiInjectedProviderDiscovery: true,
    ssr: false,
    // wagmi batches reads into Multicall3 by default; a devnet or a fresh testnet behind the
    // wallet may have no Multicall3, and a wallet answers single reads as cheaply.
    batch: { multicall: false },
  });
  built.config = config;
  return config;
}
