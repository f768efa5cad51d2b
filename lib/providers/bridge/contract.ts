// The contract every bridge aggregator implements (moving an asset from one EVM chain to another,
// executed by the visitor's wallet), real adapter or sandbox. No adapter exists yet: this is the
// declaration the bridge issue starts from. Amounts are integer strings in base units
// (lib/decimal.ts toBaseUnits). Browser-safe: types and constants only.

import type { TokenRef } from '../kit/contract';
import type { WalletQuote } from '../kit/wallet';

export type { WalletTx } from '../kit/wallet';

export interface BridgeInfo {
  id: string;
  name: string;
  /** True for simulated aggregators: every screen and answer says so. */
  sandbox: boolean;
  website: string;
  /** EIP-155 chain ids it bridges between. */
  chains: readonly number[];
}

export interface BridgeRouteRequest {
  from: TokenRef;
  to: TokenRef;
  /** What the visitor sends, in `from`'s base units. */
  amount: string;
  slippageBps: number;
  /** The wallet that sends the transaction on the source chain. */
  sender: string;
  /** Where the output arrives on the destination chain (often the same address). */
  recipient: string;
  signal?: AbortSignal | undefined;
}

/** One hop of a route (a swap on a chain, or the bridge itself), for the offer card. */
export interface BridgeStep {
  kind: 'swap' | 'bridge';
  /** The tool the aggregator routes through ('stargate', 'across' ...), in its own words. */
  tool: string;
  fromChainId: number;
  toChainId: number;
}

export interface BridgeRoute extends WalletQuote {
  fromChainId: number;
  toChainId: number;
  steps: readonly BridgeStep[];
  /** Typical seconds from the source transaction to the output on the destination chain. */
  etaSeconds: number;
}

/** Our words for where a bridge transfer is; each adapter maps its vendor's onto these. */
export const BRIDGE_STATUSES = ['pending', 'done', 'failed', 'refunded', 'not_found'] as const;
export type BridgeStatus = (typeof BRIDGE_STATUSES)[number];

export interface BridgeStatusRequest {
  /** The source chain's transaction hash the wallet sent. */
  txHash: string;
  fromChainId: number;
  toChainId: number;
  signal?: AbortSignal | undefined;
}

export interface BridgeTransfer {
  status: BridgeStatus;
  /** The vendor's own value, kept for support. */
  providerStatus: string;
  /** The destination chain's transaction, once known. */
  receivingTxHash: string | null;
  /** What arrived, in base units, once known. */
  amountOut: string | null;
}

export interface BridgeProvider {
  readonly info: BridgeInfo;
  route(request: BridgeRouteRequest): Promise<BridgeRoute>;
  status(request: BridgeStatusRequest): Promise<BridgeTransfer>;
}
