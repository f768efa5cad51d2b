import type { DexInfo, DexQuote } from '@/lib/providers/dex/contract';

// The site never asks a wallet to approve an address its aggregator does not document: a quote
// naming a spender outside the aggregator's `info.spenders[chainId]` (compared in any letter
// case) is dropped as `spender_unknown`. Selling the chain's own coin needs no approval, so its
// spender is not looked at; a firm ERC-20 quote that names none could not be sent either.

export function spenderAllowed(info: DexInfo, quote: DexQuote, nativeSell: boolean): boolean {
  if (nativeSell) return true;
  if (quote.spender === null) return quote.tx === null;
  const wanted = quote.spender.toLowerCase();
  const listed = info.spenders[String(quote.chainId)] ?? [];
  return listed.some((spender) => spender.toLowerCase() === wanted);
}
