import 'server-only';
import { createPublicClient, http, type PublicClient } from 'viem';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { dexChain, type DexChain } from './chains';

// How the server reads each DEX chain: one viem public client per chain, over DEX_RPC_URL_<KEY>
// when set (it may carry a key, so it never leaves the server), else the chain's public
// endpoint. Reads are gas prices, token symbol and decimals, simulations and receipts; the
// server never sends a transaction. Tests replace a chain's transport (setDexRpcForTests) with
// the test chain (tests/support/evm).

type Transport = Parameters<typeof createPublicClient>[0]['transport'];

interface RpcState {
  clients: Map<number, PublicClient>;
  overrides: Map<number, Transport>;
}

const state = processSingleton('dex-rpc', (): RpcState => ({
  clients: new Map(),
  overrides: new Map(),
}));

/** The URL the server reads `chain` through (DEX_RPC_URL_<KEY>, else the public endpoint). */
export function dexRpcUrl(chain: DexChain): string {
  const config = env();
  const configured: Record<string, string | undefined> = {
    ETHEREUM: config.DEX_RPC_URL_ETHEREUM,
    BSC: config.DEX_RPC_URL_BSC,
    POLYGON: config.DEX_RPC_URL_POLYGON,
    ARBITRUM: config.DEX_RPC_URL_ARBITRUM,
    OPTIMISM: config.DEX_RPC_URL_OPTIMISM,
  };
  return configured[chain.envKey] ?? chain.publicRpc;
}

/** The public client of a DEX chain, or null for a chain the DEX does not serve. */
export function dexClient(chainId: number): PublicClient | null {
  const chain = dexChain(chainId);
  if (!chain) return null;
  const current = state();
  const cached = current.clients.get(chainId);
  if (cached) return cached;
  const transport =
    current.overrides.get(chainId) ??
    http(dexRpcUrl(chain), { timeout: env().PROVIDER_TIMEOUT_MS, retryCount: 1 });
  const client = createPublicClient({ transport, batch: { multicall: false } }) as PublicClient;
  current.clients.set(chainId, client);
  return client;
}

/** Tests: read `chainId` through `transport` (viem's `custom(testChain)`); null restores it. */
export function setDexRpcForTests(chainId: number, transport: Transport | null): void {
  const current = state();
  current.clients.delete(chainId);
  if (transport) current.overrides.set(chainId, transport);
  else current.overrides.delete(chainId);
}
