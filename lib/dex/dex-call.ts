import 'server-only';
import type { DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import type { GuardedCall } from '@/lib/upstream/guard';
import { indicativeCache, walletCall, type DexFailureAnswer } from './wallet-call';

// A DEX quote as the upstream guard's call, declared on the wallet kinds' call
// (./wallet-call.ts): an indicative quote is shared by identical questions for a few seconds, a
// firm one (a taker's calldata) never.

export type { DexFailureAnswer } from './wallet-call';

export type DexAnswer = { ok: true; quote: DexQuote } | DexFailureAnswer;

const cache = indicativeCache<DexAnswer>('dex-quote-cache');

export const clearDexQuoteCache = cache.clear;

export function dexCall(
  provider: DexProvider,
  request: DexQuoteRequest,
): GuardedCall<DexQuote, DexAnswer> {
  const { chainId, from, to, amount, slippageBps, taker } = request;
  const { id } = provider.info;
  return walletCall({
    label: 'dex quotes',
    id,
    key: [
      'dex',
      id,
      chainId,
      from.address.toLowerCase(),
      to.address.toLowerCase(),
      amount,
      slippageBps,
      taker?.toLowerCase() ?? '',
    ],
    firm: Boolean(taker),
    cache: cache.get(),
    run: (signal) => provider.quote({ ...request, signal }),
    accept: (quote) => ({ ok: true, quote }),
  });
}
