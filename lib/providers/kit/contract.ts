import type { WalletQuote } from './wallet';

// The vocabulary every provider kind shares with the domains and the browser. Pure constants, so
// a domain contract (lib/rates/contract.ts) builds its wire enums from these lists instead of
// writing them again; and, at the end, the pure checks of an aggregator's documented contracts.

/**
 * The failures that say nothing about the provider's health: the visitor's input was wrong, or
 * the vendor refused this one request (ProviderError.isClientError).
 */
export const CLIENT_ERROR_KINDS = [
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
  // DEX: the aggregator finds no route (or not enough liquidity) for this pair and amount.
  'no_route',
  'invalid_address',
  'invalid_extra_id',
  'rate_expired',
  'not_found',
  // Ramps: the visitor's country or region is not served, or the vendor needs verification
  // before it will quote or sell at this amount.
  'place_unavailable',
  'verification_required',
  // A 4xx (or JSON-RPC request error) the adapter does not recognise: the vendor refused this
  // request, which says nothing about its health.
  'rejected',
] as const;

/** What can go wrong with a provider, in our words, whatever its kind (exchange, on-ramp, DEX). */
export const PROVIDER_ERROR_KINDS = [
  ...CLIENT_ERROR_KINDS,
  'rate_limited',
  'unauthorized',
  'timeout',
  'unavailable',
  'bad_response',
] as const;

export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

// The refs every kind takes from the domains: no kind borrows another's vocabulary.

/** What the kit needs of one of our asset-networks (a CurrencyRef is one). */
export interface AssetRef {
  /** Upper-case ticker, e.g. 'USDT'. */
  ticker: string;
  /** Our network code, e.g. 'tron' (lib/catalogue/networks.ts). */
  network: string;
  contract?: string | undefined;
}

/** One of our asset-networks as an adapter needs it; the adapter maps it to its own codes. */
export interface CurrencyRef extends AssetRef {
  /** Our URL code, e.g. 'usdttrc20'. */
  code: string;
  /** Token contract on that network, when it is a token. */
  contract?: string | undefined;
  decimals: number;
}

/**
 * An asset on an EVM chain as a wallet-executed kind (DEX, bridge) sends it: the chain id, the
 * token contract (the zero address for the chain's own coin, as most aggregators take it), its
 * decimals for base-unit amounts (lib/decimal.ts toBaseUnits), and whether it is the native coin.
 */
export interface TokenRef {
  chainId: number;
  /** 0x-prefixed, 40 hex digits. */
  address: string;
  decimals: number;
  native: boolean;
}

// The rule of every wallet-executed kind (DEX, bridge): the site never asks a wallet to approve
// or pay an address its aggregator does not document for that chain. An adapter's info lists the
// documented contracts per chain id (a decimal string key); they are compared in any letter case.
// Browser-safe. The DEX quotes (lib/dex/spenders.ts), the bridge routes (lib/bridge/spenders.ts)
// and the bridge adapters (lib/providers/bridge/documented.ts) all ask these (the contract is
// the kit's surface the domains may read: ADR 0007).

/** The contracts an aggregator documents, per chain id. */
export type DocumentedContracts = Readonly<Record<string, readonly string[]>>;

/** Whether `address` is one of the contracts documented on `chainId`. */
export function isDocumented(
  contracts: DocumentedContracts,
  chainId: number,
  address: string,
): boolean {
  const wanted = address.toLowerCase();
  return (contracts[String(chainId)] ?? []).some((item) => item.toLowerCase() === wanted);
}

type Answer = Pick<WalletQuote, 'spender' | 'tx'>;

/**
 * Whether the answer's spender is documented. Selling the chain's own coin approves nothing, so
 * its spender is not looked at; a firm token sale that names none could not be sent.
 */
export function spenderDocumented(
  contracts: DocumentedContracts,
  chainId: number,
  answer: Answer,
  nativeSell: boolean,
): boolean {
  if (nativeSell) return true;
  if (answer.spender === null) return answer.tx === null;
  return isDocumented(contracts, chainId, answer.spender);
}

/** Whether a firm answer's transaction goes to a documented contract (an indicative one has none). */
export function targetDocumented(
  contracts: DocumentedContracts,
  chainId: number,
  answer: Answer,
): boolean {
  return answer.tx === null || isDocumented(contracts, chainId, answer.tx.to);
}
