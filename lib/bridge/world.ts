import 'server-only';
import { env } from '@/lib/env';
import { DEX_CHAIN_IDS } from '@/lib/dex/chains';
import { curatedTokens, findCuratedToken } from '@/lib/dex/tokens';
import { tickerUsd } from '@/lib/dex/world';
import type { SandboxBridgeWorld } from '@/lib/providers/bridge/registry';
import type { TokenRef } from '@/lib/providers/kit/contract';

// The world the simulated bridges see (lib/providers/bridge/sandbox/world.ts): the DEX chains,
// reference prices and assets through the curated lists' tickers, USDC as the asset crossed
// between different ones, the DEX's SandboxRouter as the source chain's deposit contract, and the
// wall clock for the status simulation.

const BRIDGE_ASSET_SYMBOL = 'USDC';

const tickerOf = (token: TokenRef) =>
  findCuratedToken(token.chainId, token.address)?.ticker ?? null;

function bridgeAsset(chainId: number): TokenRef | null {
  const token = curatedTokens(chainId).find((t) => t.symbol === BRIDGE_ASSET_SYMBOL);
  return token
    ? { chainId, address: token.address, decimals: token.decimals, native: token.native }
    : null;
}

export const bridgeSandboxWorld: SandboxBridgeWorld = {
  chains: DEX_CHAIN_IDS,
  usdPrice: (token) => tickerUsd(tickerOf(token)),
  assetOf: tickerOf,
  bridgeAsset,
  router: () => env().DEX_SANDBOX_ROUTER ?? null,
  now: () => Date.now(),
};
