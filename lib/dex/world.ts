import 'server-only';
import { Big } from 'big.js';
import { getReferencePrices } from '@/lib/catalogue';
import { env } from '@/lib/env';
import type { SandboxDexWorld } from '@/lib/providers/dex/registry';
import { DEX_CHAIN_IDS } from './chains';
import { findCuratedToken } from './tokens';

// The world the simulated aggregators see (lib/providers/dex/sandbox/world.ts): the DEX chains,
// reference prices through the curated lists' tickers (a token read on chain has none, so the
// sandbox cannot quote it), and the SandboxRouter of DEX_SANDBOX_ROUTER.

/** The USD reference price of one whole unit of a catalogue ticker, or undefined. */
export async function tickerUsd(ticker: string | null): Promise<Big | undefined> {
  if (!ticker) return undefined;
  const price = (await getReferencePrices()).get(ticker.toUpperCase());
  return price && price.usd > 0 ? new Big(price.usd) : undefined;
}

export const dexSandboxWorld: SandboxDexWorld = {
  chains: DEX_CHAIN_IDS,
  usdPrice: (token) => tickerUsd(findCuratedToken(token.chainId, token.address)?.ticker ?? null),
  router: () => env().DEX_SANDBOX_ROUTER ?? null,
};
