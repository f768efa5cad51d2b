import { getAddress, isAddress } from 'viem';
import { dexChainBySlug, DEX_CHAINS } from './chains';
import { curatedTokens } from './tokens';

// What /dex?chain=<slug>&from=<token>&to=<token> opens on. A token is an address (any case) or a
// curated symbol of that chain ("usdc"); anything else is ignored, never an error: the page
// opens on Ethereum and the chain's default tokens instead. Browser-safe.

export interface DexSelection {
  chainId: number;
  /** Checksummed token addresses, when the query named valid ones. */
  from?: string | undefined;
  to?: string | undefined;
}

type Query = Pick<URLSearchParams, 'get'>;

/** The chain a missing or unknown ?chain= falls back to. */
export const DEFAULT_DEX_CHAIN_ID = DEX_CHAINS[0]?.id ?? 1;

const MAX_PARAM_LENGTH = 64;

function token(chainId: number, value: string | null): string | undefined {
  const text = value?.trim();
  if (!text || text.length > MAX_PARAM_LENGTH) return undefined;
  if (isAddress(text, { strict: false })) return getAddress(text);
  const symbol = text.toLowerCase();
  return curatedTokens(chainId).find((item) => item.symbol.toLowerCase() === symbol)?.address;
}

export function dexSelection(query: Query): DexSelection {
  const chainId =
    dexChainBySlug(query.get('chain')?.trim().toLowerCase() ?? '')?.id ?? DEFAULT_DEX_CHAIN_ID;
  const from = token(chainId, query.get('from'));
  const to = token(chainId, query.get('to'));
  return { chainId, from, to: to === from ? undefined : to };
}
