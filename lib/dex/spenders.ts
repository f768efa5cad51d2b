import type { DexInfo, DexQuote } from '@/lib/providers/dex/contract';
import { spenderDocumented, targetDocumented } from '@/lib/providers/kit/contract';

// The site never asks a wallet to approve an address its aggregator does not document: a quote
// naming a spender outside the aggregator's `info.spenders[chainId]` (compared in any letter
// case) is dropped as `spender_unknown`. Selling the chain's own coin needs no approval, so its
// spender is not looked at; a firm ERC-20 quote that names none could not be sent either.

/**
 * A firm quote's transaction may go only to a contract its aggregator documents on the chain:
 * for every aggregator the site runs, its router is its documented spender (lib/dex/routers.ts
 * says why), so a quote whose `tx.to` is anything else is dropped as `router_unknown`, whatever
 * is sold: a native-coin sale approves nothing, but sends its value wherever `to` says.
 */
export function routerAllowed(info: DexInfo, quote: DexQuote): boolean {
  return targetDocumented(info.spenders, quote.chainId, quote);
}

export function spenderAllowed(info: DexInfo, quote: DexQuote, nativeSell: boolean): boolean {
  return spenderDocumented(info.spenders, quote.chainId, quote, nativeSell);
}
