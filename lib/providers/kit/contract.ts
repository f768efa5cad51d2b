// The vocabulary every provider kind shares with the domains and the browser. Pure constants, so
// a domain contract (lib/rates/contract.ts) builds its wire enums from these lists instead of
// writing them again.

/** What can go wrong with a provider, in our words, whatever its kind (exchange, on-ramp, DEX). */
export const PROVIDER_ERROR_KINDS = [
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
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
  'rate_limited',
  'unauthorized',
  'timeout',
  'unavailable',
  'bad_response',
] as const;

export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];
