// The catalogue's shapes as lib/catalogue answers them; the wire shape of GET /api/v1/currencies
// is in ./contract.ts.

import type { MemoRule } from './contract';

export type { MemoRule };

/** How a network's addresses are checked (lib/catalogue/address.ts has one validator per kind). */
export type AddressKind = string;

export interface Network {
  /** Lower-case, no '-': 'bitcoin', 'ethereum', 'tron', 'bsc', 'solana'... */
  code: string;
  name: string;
  /** Short label for badges: 'ERC20', 'TRC20', 'BEP20', 'SOL'. */
  badge: string;
  /** EIP-155 chain id, on EVM networks only (what DEX and bridge vendors name chains by). */
  chainId?: number | undefined;
  addressKind: AddressKind;
  memo: MemoRule | null;
  /** URL templates with {hash} / {address}. */
  explorerTx: string;
  explorerAddress: string;
}

/** An asset on one network: the thing a visitor swaps. */
export interface Currency {
  /** Stable lower-case URL code without '-': 'btc', 'eth', 'usdttrc20', 'usdterc20'. */
  code: string;
  /** Upper-case ticker: 'USDT'. */
  ticker: string;
  /** The asset's name: 'Tether'. */
  name: string;
  network: Network;
  /** Token contract on that network; absent for the network's native coin. */
  contract: string | null;
  decimals: number;
  /** Path on our origin, e.g. '/icons/coins/usdt.svg' (a generic icon when none exists). */
  icon: string;
  /** Position in popular lists, null when not featured. */
  popularRank: number | null;
}

export interface ReferencePrice {
  ticker: string;
  usd: number;
  source: 'coingecko' | 'snapshot';
  /** ISO date-time the price was observed. */
  asOf: string;
}
