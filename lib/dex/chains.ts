import { getNetwork } from '@/lib/catalogue/networks';

// The five networks the DEX swaps on (the spec's "5 DEX networks"), as data the server and the
// browser share: the chain id, the catalogue's network (its name and explorer templates), the
// native coin, and where to read the chain. The server reads through DEX_RPC_URL_<KEY> when set
// (it may carry a key: server only), else the public endpoint below; the browser reads through
// the visitor's wallet and falls back to the public endpoint. Browser-safe: no server imports.

/** The address every DEX quote uses for a chain's own coin (ETH, BNB, POL), as 0x and 1inch do. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export interface DexChain {
  /** EIP-155 chain id. */
  id: number;
  /** The catalogue's network code, also the chain's URL segment (/dex/ethereum). */
  slug: string;
  /** The chain's name in the catalogue ("BNB Smart Chain"). */
  name: string;
  /** Short name for tight places (selectors, chips). */
  shortName: string;
  /** The env key suffix of its server RPC URL: DEX_RPC_URL_<envKey>. */
  envKey: string;
  native: {
    symbol: string;
    name: string;
    decimals: 18;
    /** Catalogue ticker for its price. */ ticker: string;
  };
  /** The wrapped native coin (WETH, WBNB, WPOL). */
  wrapped: string;
  /** A public JSON-RPC endpoint with no key, for the browser's fallback and a server default. */
  publicRpc: string;
  explorerTx: string;
  explorerAddress: string;
  /** Typical seconds between blocks: how often a pending transaction is looked at. */
  blockSeconds: number;
  /**
   * A rollup's kind, when a transaction also pays an L1 data fee beside its L2 gas (read from the
   * chain by lib/dex/l1-fee.ts; "max" keeps a floor back for it, lib/dex/client/units.ts).
   */
  rollup?: 'op-stack' | 'arbitrum';
}

type ChainSeed = Omit<DexChain, 'name' | 'explorerTx' | 'explorerAddress'>;

const SEEDS: readonly ChainSeed[] = [
  {
    id: 1,
    slug: 'ethereum',
    shortName: 'Ethereum',
    envKey: 'ETHEREUM',
    native: { symbol: 'ETH', name: 'Ether', decimals: 18, ticker: 'eth' },
    wrapped: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    publicRpc: 'https://ethereum-rpc.publicnode.com',
    blockSeconds: 12,
  },
  {
    id: 56,
    slug: 'bsc',
    shortName: 'BNB Chain',
    envKey: 'BSC',
    native: { symbol: 'BNB', name: 'BNB', decimals: 18, ticker: 'bnb' },
    wrapped: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    publicRpc: 'https://bsc-rpc.publicnode.com',
    blockSeconds: 3,
  },
  {
    id: 137,
    slug: 'polygon',
    shortName: 'Polygon',
    envKey: 'POLYGON',
    native: { symbol: 'POL', name: 'POL', decimals: 18, ticker: 'pol' },
    wrapped: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    publicRpc: 'https://polygon-bor-rpc.publicnode.com',
    blockSeconds: 2,
  },
  {
    id: 42161,
    slug: 'arbitrum',
    shortName: 'Arbitrum',
    envKey: 'ARBITRUM',
    native: { symbol: 'ETH', name: 'Ether', decimals: 18, ticker: 'eth' },
    wrapped: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    publicRpc: 'https://arbitrum-one-rpc.publicnode.com',
    blockSeconds: 1,

    rollup: 'arbitrum',
  },
  {
    id: 10,
    slug: 'optimism',
    shortName: 'Optimism',
    envKey: 'OPTIMISM',
    native: { symbol: 'ETH', name: 'Ether', decimals: 18, ticker: 'eth' },
    wrapped: '0x4200000000000000000000000000000000000006',
    publicRpc: 'https://optimism-rpc.publicnode.com',
    blockSeconds: 2,

    rollup: 'op-stack',
  },
];

export const DEX_CHAINS: readonly DexChain[] = SEEDS.map((seed) => {
  const network = getNetwork(seed.slug);
  if (!network || network.chainId !== seed.id) {
    throw new Error(
      `lib/dex/chains.ts: the catalogue has no network ${seed.slug} of chain ${seed.id}`,
    );
  }
  return {
    ...seed,
    name: network.name,
    explorerTx: network.explorerTx,
    explorerAddress: network.explorerAddress,
  };
});

export const DEX_CHAIN_IDS: readonly number[] = DEX_CHAINS.map((chain) => chain.id);

export function dexChain(id: number): DexChain | null {
  return DEX_CHAINS.find((chain) => chain.id === id) ?? null;
}

export function dexChainBySlug(slug: string): DexChain | null {
  return DEX_CHAINS.find((chain) => chain.slug === slug) ?? null;
}

/** The explorer page of a transaction on a DEX chain. */
export function explorerTxUrl(chain: DexChain, hash: string): string {
  return chain.explorerTx.replace('{hash}', hash);
}

export function explorerAddressUrl(chain: DexChain, address: string): string {
  return chain.explorerAddress.replace('{address}', address);
}
