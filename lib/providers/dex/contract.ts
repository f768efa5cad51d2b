// The contract every DEX aggregator implements (a swap on one EVM chain, executed by the
// visitor's wallet), real adapter or sandbox. No adapter exists yet: this is the declaration the
// DEX issue starts from. Amounts are integer strings in base units (lib/decimal.ts toBaseUnits).
// Browser-safe: types only.

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
}

export interface DexQuoteRequest {
  chainId: number;
  from: TokenRef;
  to: TokenRef;
  /** What the visitor sells, in `from`'s base units. */
  amount: string;
  /** Slippage the visitor accepts, in basis points (50 = 0.5 %). */
  slippageBps: number;
  /** The wallet that sends the transaction and receives the output. */
  taker: string;
  signal?: AbortSignal | undefined;
}

export interface DexQuote extends WalletQuote {
  chainId: number;
}

export interface DexProvider {
  readonly info: DexInfo;
  quote(request: DexQuoteRequest): Promise<DexQuote>;
}
