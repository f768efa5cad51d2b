// The vocabulary every provider kind shares with the domains and the browser. Pure constants, so
// a domain contract (lib/rates/contract.ts) builds its wire enums from these lists instead of
// writing them again.

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
