import { coinIcon } from '@/lib/catalogue/icons';
import { DEX_CHAINS, NATIVE_TOKEN_ADDRESS, type DexChain } from './chains';
import type { DexToken } from './contract';
import arbitrum from './tokens/arbitrum.json';
import bsc from './tokens/bsc.json';
import ethereum from './tokens/ethereum.json';
import optimism from './tokens/optimism.json';
import polygon from './tokens/polygon.json';

// The curated token list of each DEX chain, shipped with the catalogue: the chain's own coin
// (the NATIVE_TOKEN_ADDRESS sentinel) first, then lib/dex/tokens/<slug>.json. A token not listed
// is read on chain by address (lib/dex/token-lookup.ts) and marked unverified. Browser-safe.

interface CuratedFile {
  tokens: { symbol: string; name: string; decimals: number; address: string; ticker: string }[];
}

const FILES: Record<string, CuratedFile> = { ethereum, bsc, polygon, arbitrum, optimism };

function nativeToken(chain: DexChain): DexToken {
  return {
    chainId: chain.id,
    address: NATIVE_TOKEN_ADDRESS,
    symbol: chain.native.symbol,
    name: chain.native.name,
    decimals: chain.native.decimals,
    logo: coinIcon(chain.native.ticker),
    native: true,
    verified: true,
    ticker: chain.native.ticker,
  };
}

const LISTS: ReadonlyMap<number, readonly DexToken[]> = new Map(
  DEX_CHAINS.map((chain) => {
    const file = FILES[chain.slug];
    if (!file) throw new Error(`lib/dex/tokens: no token list for ${chain.slug}`);
    const curated = file.tokens.map((token): DexToken => ({
      chainId: chain.id,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logo: coinIcon(token.ticker),
      native: false,
      verified: true,
      ticker: token.ticker,
    }));
    return [chain.id, [nativeToken(chain), ...curated]];
  }),
);

/** The curated tokens of a DEX chain, its own coin first; empty for a chain the DEX does not serve. */
export function curatedTokens(chainId: number): readonly DexToken[] {
  return LISTS.get(chainId) ?? [];
}

/** A curated token by address (any letter case), or null. */
export function findCuratedToken(chainId: number, address: string): DexToken | null {
  const wanted = address.toLowerCase();
  return curatedTokens(chainId).find((token) => token.address.toLowerCase() === wanted) ?? null;
}
