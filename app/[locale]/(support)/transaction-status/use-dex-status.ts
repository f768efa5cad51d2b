'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { ApiClientError, apiFetch } from '@/lib/api/client';
import type { DexSwapStatus } from '@/lib/dex/contract';
import { getDexSwapOperation, lookUpDexSwapOperation } from '@/lib/dex/swaps-contract';

// A DEX transaction's status by hash: the first read looks the hash up on every DEX chain; once
// the chain is known, later reads ask that chain only. A pending transaction is asked again
// with a growing pause (4 s, then ×1.5 up to a minute); a final state is not asked again.

export const FIRST_POLL_MS = 4_000;
export const MAX_POLL_MS = 60_000;

/** The pause before the `reads`-th read again of a pending transaction. */
export function pollDelay(reads: number): number {
  return Math.min(MAX_POLL_MS, Math.round(FIRST_POLL_MS * 1.5 ** Math.max(0, reads - 1)));
}

/** What a failed read means: unknown (404), invalid (400), connection (no answer), busy. */
export type DexReadFailure = 'unknown' | 'invalid' | 'connection' | 'busy';

export function dexReadFailure(error: unknown): DexReadFailure {
  if (error instanceof ApiClientError && error.status === 404) return 'unknown';
  if (error instanceof ApiClientError && error.status === 400) return 'invalid';
  if (error instanceof ApiClientError && error.kind !== 'network') return 'busy';
  return 'connection';
}

export function useDexStatus(txHash: string) {
  const locale = useLocale();
  return useQuery<DexSwapStatus, Error>({
    queryKey: ['dex-status', txHash],
    queryFn: ({ signal, client, queryKey }) => {
      const known = client.getQueryData<DexSwapStatus>(queryKey);
      const request = { locale, signal, cache: 'no-store' as const };
      return known
        ? apiFetch(getDexSwapOperation, {
            ...request,
            params: { chainId: String(known.chainId), txHash },
          })
        : apiFetch(lookUpDexSwapOperation, { ...request, params: { txHash } });
    },
    staleTime: 0,
    refetchInterval: (query) => {
      const { data, error, dataUpdateCount, errorUpdateCount } = query.state;
      if (error && ['unknown', 'invalid'].includes(dexReadFailure(error))) return false;
      if (data && data.state !== 'pending') return false;
      return pollDelay(dataUpdateCount + errorUpdateCount);
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
