// What the DEX API answers and takes (app/api/v1/dex/*), shared by the server and the /dex
// island. Amounts are integer strings in base units unless a field says otherwise; USD figures
// are decimal strings at the catalogue's reference prices. Browser-safe: types and constants.

import type { WalletTx } from '@/lib/providers/dex/contract';

export type { WalletTx };

/** One token of a DEX chain: curated (lib/dex/tokens/<slug>.json) or read on chain by address. */
export interface DexToken {
  chainId: number;
  /** Checksummed; NATIVE_TOKEN_ADDRESS for the chain's own coin. */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  /** Logo URL (our own /icons or the curated list's), or null. */
  logo: string | null;
  native: boolean;
  /** False for a token read on chain by address: the screen warns before anyone trades it. */
  verified: boolean;
  /** The catalogue ticker whose reference price values it, or null (no USD figures then). */
  ticker: string | null;
}

/** GET /api/v1/dex/tokens: a chain's curated tokens and whether its quotes are simulated. */
export interface DexTokenList {
  chainId: number;
  tokens: readonly DexToken[];
  /**
   * True when every aggregator this server runs on the chain is simulated: the running
   * server's fact, which the /dex island shows before any quote (the prerendered page's label
   * follows the build's keys, which may differ).
   */
  sandbox: boolean;
}

/** Slippage the visitor may choose, in basis points; above WARN_SLIPPAGE_BPS the screen warns. */
export const DEFAULT_SLIPPAGE_BPS = 50;
export const MIN_SLIPPAGE_BPS = 1;
export const MAX_SLIPPAGE_BPS = 5000;
export const WARN_SLIPPAGE_BPS = 300;

/** GET /api/v1/dex/quotes: `amount` is in human units ("1.5"), as the visitor typed it. */
export interface DexQuotesQuery {
  chainId: number;
  from: string;
  to: string;
  amount: string;
  slippageBps: number;
  /** The connected wallet; without it every quote is indicative (tx null). */
  taker?: string | undefined;
}

export interface DexAggregatorView {
  id: string;
  name: string;
  sandbox: boolean;
  website: string;
}

export interface DexRouteLegView {
  name: string;
  share: number;
}

/** One aggregator's answer, ranked: `netOut` (what arrives after gas) decides the order. */
export interface RankedDexQuote {
  aggregator: DexAggregatorView;
  amountIn: string;
  amountOut: string;
  minOut: string;
  /** Gas units: the vendor's estimate, or our eth_estimateGas when it names none; null if neither. */
  gasUnits: string | null;
  /**
   * gasUnits × the chain's gas price, plus on Optimism and Arbitrum the L1 data fee (docs/dex.md,
   * "Ranking"), in wei; null when gas is unknown.
   */
  gasCostWei: string | null;
  /** The gas cost in the output token's base units (via reference prices); null when unknown. */
  gasCostInTo: string | null;
  /** amountOut − gasCostInTo (never below 0); null when the gas cost in `to` is unknown. */
  netOut: string | null;
  amountOutUsd: string | null;
  gasCostUsd: string | null;
  netOutUsd: string | null;
  /** Fraction: the vendor's, else computed from reference prices; null when neither is known. */
  priceImpact: string | null;
  /** How far below the best net this quote is, as a fraction ("0" for the best). */
  lossVsBest: string | null;
  route: readonly DexRouteLegView[];
  /** The contract to approve (checked against the aggregator's documented list), or null. */
  spender: string | null;
  /** Null for an indicative quote (no taker). */
  tx: WalletTx | null;
  expiresAt: string;
}

/**
 * Why an aggregator has no quote in a DexQuotesResponse: the provider kit's error kinds an
 * aggregator can answer with, `spender_unknown` (it named a spender its documentation does not
 * list, lib/dex/spenders.ts, so the quote is dropped) and `router_unknown` (its transaction goes
 * to a contract its documentation does not list, dropped likewise). The screen has a message
 * for each.
 */
export const DEX_FAILURE_CODES = [
  'no_route',
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
  'invalid_address',
  'rate_expired',
  'rate_limited',
  'unauthorized',
  'timeout',
  'unavailable',
  'bad_response',
  'spender_unknown',
  'router_unknown',
] as const;
export type DexFailureCode = (typeof DEX_FAILURE_CODES)[number];

export interface DexQuoteFailure {
  aggregator: DexAggregatorView;
  error: DexFailureCode;
  /** For amount_too_low / amount_too_high: the aggregator's bound, in `from`'s base units. */
  limit?: string | undefined;
}

export interface DexQuotesResponse {
  chainId: number;
  from: DexToken;
  to: DexToken;
  /** The input in base units. */
  amountIn: string;
  slippageBps: number;
  /** Best first. Quotes whose gas is unknown come after those whose net is known. */
  quotes: RankedDexQuote[];
  failures: DexQuoteFailure[];
  /** The chain's gas price used for every quote, in wei; null when the chain could not be read. */
  gasPriceWei: string | null;
  /** True when every aggregator asked is simulated. */
  sandbox: boolean;
  /** ISO 8601: when these quotes were fetched (the screen shows their age and a refresh). */
  quotedAt: string;
}

/** POST /api/v1/dex/swaps: the wallet sent a swap; the site records it for status and attribution. */
export interface DexSwapRecord {
  chainId: number;
  txHash: string;
  aggregator: string;
  from: string;
  to: string;
  amountIn: string;
  amountOut: string;
  minOut: string;
}

export const DEX_TX_STATES = ['pending', 'confirmed', 'reverted', 'dropped', 'not_found'] as const;
export type DexTxState = (typeof DEX_TX_STATES)[number];

/**
 * Whether a recorded swap counts for its aggregator (and the partner of its order): `attributed`
 * once the chain shows it confirmed at one of that aggregator's routers; `pending` until then;
 * `not_attributed` when its transaction went to another contract, or ended without a swap
 * (reverted, dropped). The aggregator is what the browser said; only the first counts.
 */
export const DEX_ATTRIBUTIONS = ['pending', 'attributed', 'not_attributed'] as const;
export type DexAttribution = (typeof DEX_ATTRIBUTIONS)[number];

/** A swap the site recorded (POST /api/v1/dex/swaps), as the status answer shows it. */
export interface DexRecordedSwap {
  /** As the browser named it when recording; `attribution` says whether the chain agrees. */
  aggregator: { id: string; name: string };
  attribution: DexAttribution;
  /** Resolved on the server when recorded (curated list, else read on chain). */
  from: DexToken;
  to: DexToken;
  amountIn: string;
  amountOut: string;
  minOut: string;
  recordedAt: string;
}

/** GET /api/v1/dex/swaps/{chainId}/{txHash}: what the chain says of a recorded (or any) transaction. */
export interface DexSwapStatus {
  chainId: number;
  txHash: string;
  state: DexTxState;
  blockNumber: string | null;
  /** Wei paid for gas, once the transaction has a receipt. */
  gasCostWei: string | null;
  explorerUrl: string;
  /** The recorded swap, when the site sent it. */
  swap: DexRecordedSwap | null;
}
