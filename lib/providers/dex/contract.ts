// The contract every DEX aggregator implements (a swap on one EVM chain, executed by the
// visitor's wallet), real adapter or sandbox. Amounts are integer strings in base units
// (lib/decimal.ts toBaseUnits). Addresses are 0x-prefixed, 40 hex digits; the native coin is the
// sentinel NATIVE_TOKEN_ADDRESS (lib/dex/chains.ts) with `native: true`, and each adapter maps it
// to its vendor's own spelling. Browser-safe: types only.

import type { TokenRef } from '../kit/contract';
import type { WalletQuote } from '../kit/wallet';

export type { WalletTx } from '../kit/wallet';

export interface DexInfo {
  id: string;
  name: string;
  /** True for simulated aggregators: every screen and answer says so. */
  sandbox: boolean;
  website: string;
  /** EIP-155 chain ids it quotes on (lib/catalogue/networks.ts carries them). */
  chains: readonly number[];
  /**
   * The contracts the vendor documents as the one to approve, per chain id (as a decimal
   * string key). A quote naming any other spender is refused (lib/dex/spenders.ts): the site
   * never asks a wallet to approve an address its aggregator does not document.
   */
  spenders: Readonly<Record<string, readonly string[]>>;
}

export interface DexQuoteRequest {
  chainId: number;
  from: TokenRef;
  to: TokenRef;
  /** What the visitor sells, in `from`'s base units. */
  amount: string;
  /** Slippage the visitor accepts, in basis points (50 = 0.5 %). */
  slippageBps: number;
  /**
   * The wallet that sends the transaction and receives the output. Absent for an indicative
   * quote (no wallet connected yet): the adapter asks its vendor's price endpoint, `tx` is null.
   */
  taker?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** One leg of the route an aggregator found, in its words ("Uniswap V3", "Curve"), for display. */
export interface DexRouteLeg {
  name: string;
  /** Share of the input sent this way, 0 < share ≤ 1 (1 when the vendor names one pool). */
  share: number;
}

export interface DexQuote extends WalletQuote {
  chainId: number;
  /** The vendor's gas estimate in gas units (a decimal integer string), or null when it names none. */
  gasUnits: string | null;
  /** The vendor's own price impact as a fraction ("0.0031" = 0.31 %), or null when it gives none. */
  priceImpact: string | null;
  /** Where the swap goes, as the vendor reports it; empty when it does not say. */
  route: readonly DexRouteLeg[];
}

export interface DexProvider {
  readonly info: DexInfo;
  quote(request: DexQuoteRequest): Promise<DexQuote>;
}
