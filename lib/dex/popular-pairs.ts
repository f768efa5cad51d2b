import { DEX_CHAINS } from './chains';
import type { DexToken } from './contract';
import { curatedTokens } from './tokens';

// The popular pairs each network's landing page (/dex/<slug>) quotes live: data, by the curated
// symbols of that chain's list (lib/dex/tokens), each with the amount a visitor would typically
// swap, sized so that every sandbox aggregator's bounds ($10 to $250,000) take it at today's
// prices. The chain's own coin against the dollar both ways, the two dollar stablecoins, the
// bridged-to-native USDC where a chain has both, and its large caps. Browser-safe.

interface PairSeed {
  from: string;
  to: string;
  /** In whole units of `from`, as a visitor types it ("1", "1000"). */
  amount: string;
}

const SEEDS: Readonly<Record<string, readonly PairSeed[]>> = {
  ethereum: [
    { from: 'ETH', to: 'USDC', amount: '1' },
    { from: 'USDC', to: 'ETH', amount: '1000' },
    { from: 'USDC', to: 'USDT', amount: '1000' },
    { from: 'WBTC', to: 'ETH', amount: '0.1' },
    { from: 'LINK', to: 'USDC', amount: '100' },
  ],
  bsc: [
    { from: 'BNB', to: 'USDT', amount: '1' },
    { from: 'USDT', to: 'BNB', amount: '1000' },
    { from: 'USDT', to: 'USDC', amount: '1000' },
    { from: 'BTCB', to: 'BNB', amount: '0.1' },
    { from: 'CAKE', to: 'USDT', amount: '100' },
  ],
  polygon: [
    { from: 'POL', to: 'USDC', amount: '1000' },
    { from: 'USDC', to: 'POL', amount: '1000' },
    { from: 'USDC', to: 'USDT', amount: '1000' },
    { from: 'USDC.e', to: 'USDC', amount: '1000' },
    { from: 'WETH', to: 'USDC', amount: '1' },
    { from: 'WBTC', to: 'WETH', amount: '0.1' },
  ],
  arbitrum: [
    { from: 'ETH', to: 'USDC', amount: '1' },
    { from: 'USDC', to: 'ETH', amount: '1000' },
    { from: 'USDC', to: 'USDT', amount: '1000' },
    { from: 'USDC.e', to: 'USDC', amount: '1000' },
    { from: 'ARB', to: 'USDC', amount: '1000' },
    { from: 'WBTC', to: 'ETH', amount: '0.1' },
  ],
  optimism: [
    { from: 'ETH', to: 'USDC', amount: '1' },
    { from: 'USDC', to: 'ETH', amount: '1000' },
    { from: 'USDC', to: 'USDT', amount: '1000' },
    { from: 'USDC.e', to: 'USDC', amount: '1000' },
    { from: 'OP', to: 'USDC', amount: '1000' },
    { from: 'WBTC', to: 'ETH', amount: '0.1' },
  ],
};

export interface PopularPair {
  from: DexToken;
  to: DexToken;
  /** In whole units of `from`. */
  amount: string;
}

function resolve(chainId: number, slug: string, symbol: string): DexToken {
  const token = curatedTokens(chainId).find((item) => item.symbol === symbol);
  if (!token) throw new Error(`lib/dex/popular-pairs.ts: ${slug} has no curated ${symbol}`);
  return token;
}

// Resolved once: a symbol missing from its chain's list stops the module, not one page.
const PAIRS: ReadonlyMap<number, readonly PopularPair[]> = new Map(
  DEX_CHAINS.map((chain) => [
    chain.id,
    (SEEDS[chain.slug] ?? []).map((seed) => ({
      from: resolve(chain.id, chain.slug, seed.from),
      to: resolve(chain.id, chain.slug, seed.to),
      amount: seed.amount,
    })),
  ]),
);

/** The popular pairs of a DEX chain, in the order its landing lists them; empty for another chain. */
export function popularPairs(chainId: number): readonly PopularPair[] {
  return PAIRS.get(chainId) ?? [];
}
