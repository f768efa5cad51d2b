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
  /**
   * The contracts the vendor documents as the one a route's transaction goes to and is approved
   * to spend, per source chain id (a decimal string key), as the DEX's `spenders`: a route
   * naming any other is refused, so the site never asks a wallet to approve or pay an address
   * its aggregator does not document.
   */
  spenders: Readonly<Record<string, readonly string[]>>;
}

export interface BridgeRouteRequest {
  from: TokenRef;
  to: TokenRef;
  /** What the visitor sends, in `from`'s base units. */
  amount: string;
  slippageBps: number;
  /**
   * The wallet that sends the transaction on the source chain. Absent: an indicative route, to
   * compare (a pair page without a wallet): `tx` null, as the DEX's indicative quotes.
   */
  sender?: string | undefined;
  /** Where the output arrives on the destination chain; the sender when absent. */
  recipient?: string | undefined;
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
  /**
   * What the visitor pays beside `amountIn`, in USD as the vendor estimates it: the source
   * transaction's gas, plus any fee charged on top in the native coin (a bridge's messaging fee
   * sent as `tx.value`). Null when the vendor names none. Fees taken out of the amount are
   * already in `amountOut`.
   */
  gasCostUsd: string | null;
  /** The fees already taken out of `amountOut`, in USD, for the offer card; null when unnamed. */
  includedFeesUsd: string | null;
  /**
   * The vendor's own id of this route or quote (Rango's requestId, Squid's quoteId, Bungee's
   * quote id), which its status call needs beside the hash; null when the hash is enough.
   */
  reference: string | null;
}

/**
 * Our words for where a bridge transfer is; each adapter maps its vendor's onto these.
 * - `done`: the asked token arrived on the destination chain.
 * - `partial`: the transfer ended with another token than asked (LI.FI's substatus PARTIAL,
 *   Squid's partial_success): on the destination chain, usually the bridged token before its
 *   last swap; `receivedToken` names it when the vendor does.
 * - `refunded`: the funds went back to the sender on the source chain (LI.FI REFUNDED, Squid
 *   refund).
 * - `failed`: the transfer failed and the vendor reports no refund (yet); support must look.
 * - `not_found`: the vendor does not know the hash (yet: its indexer may lag the chain).
 */
export const BRIDGE_STATUSES = [
  'pending',
  'done',
  'partial',
  'refunded',
  'failed',
  'not_found',
] as const;
export type BridgeStatus = (typeof BRIDGE_STATUSES)[number];

/**
 * Where a pending transfer is, when the vendor says: the source transaction still to confirm,
 * the bridge moving the funds, the destination transaction, or the destination step waiting for
 * more gas than was paid (Squid's needs_gas), which the visitor can act on.
 */
export const BRIDGE_STAGES = ['source', 'bridging', 'destination', 'needs_gas'] as const;
export type BridgeStage = (typeof BRIDGE_STAGES)[number];

export interface BridgeStatusRequest {
  /** The source chain's transaction hash the wallet sent. */
  txHash: string;
  fromChainId: number;
  toChainId: number;
  /** The route's `reference`, when it had one. */
  reference?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

export interface BridgeTransfer {
  status: BridgeStatus;
  /** The vendor's own value (with its substatus), kept for support. */
  providerStatus: string;
  /** Where a pending transfer is, when the vendor says; null otherwise. */
  stage: BridgeStage | null;
  /** The destination chain's transaction (the refund's on the source chain), once known. */
  receivingTxHash: string | null;
  /** What arrived, in base units of `receivedToken` (else the asked token), once known. */
  amountOut: string | null;
  /** For a partial or refunded transfer: the token that arrived, when the vendor names it. */
  receivedToken: TokenRef | null;
  /** The vendor's own page for this transfer (its explorer), when it has one. */
  trackingUrl: string | null;
}

export interface BridgeProvider {
  readonly info: BridgeInfo;
  route(request: BridgeRouteRequest): Promise<BridgeRoute>;
  status(request: BridgeStatusRequest): Promise<BridgeTransfer>;
}
