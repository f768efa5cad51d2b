'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Address } from 'viem';
import { useAccount, usePublicClient } from 'wagmi';
import { fetchQuotes, fetchTokens, lookupToken } from '@/lib/dex/client/api';
import { readBalance } from '@/lib/dex/client/execution';
import type { DexQuotesQuery, DexToken } from '@/lib/dex/contract';
import { useDebounced } from './use-debounced';

// The panel's reads: the chain's curated tokens, a token found by address, the wallet's balance
// of a token (through wagmi's public client: the wallet's own node) and the ranked quotes, asked
// again a little before they expire.

export const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function useTokenList(chainId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['dex', 'tokens', chainId],
    queryFn: ({ signal }) => fetchTokens(chainId, locale, signal),
    staleTime: 10 * 60_000,
  });
}

export function useTokenLookup(chainId: number, address: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['dex', 'token', chainId, address?.toLowerCase()],
    queryFn: ({ signal }) => lookupToken(chainId, address ?? '', locale, signal),
    enabled: address !== null && ADDRESS.test(address),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useTokenBalance(chainId: number, token: DexToken | null) {
  const { address } = useAccount();
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['dex', 'balance', chainId, token?.address, address],
    queryFn: () => {
      if (!client || !token || !address) throw new Error('no wallet');
      return readBalance(client, token, address as Address);
    },
    enabled: Boolean(client && token && address),
    refetchInterval: 30_000,
  });
}

/**
 * The quotes for a request (null: nothing to ask yet), once it has settled for 400 ms. The panel
 * asks again before they expire (refreshDelay), unless a transaction is under way.
 */
export function useDexQuotes(request: DexQuotesQuery | null) {
  const locale = useLocale();
  // Debounced as text: a new object with the same fields is the same request.
  const key = useDebounced(request ? JSON.stringify(request) : null, 400);
  const settled = key === null ? null : (JSON.parse(key) as DexQuotesQuery);
  return useQuery({
    queryKey: ['dex', 'quotes', settled],
    queryFn: ({ signal }) => {
      if (!settled) throw new Error('no request');
      return fetchQuotes(settled, locale, signal);
    },
    enabled: settled !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
