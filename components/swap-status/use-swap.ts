'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { isTerminal } from '@/lib/swaps/status';
import type { SwapView } from '@/lib/swaps/contract';
import { fetchSwap, simulateSwap, SwapRequestError, type SimulateAction } from './api';

/** How often a swap that can still change is asked for again. */
export const POLL_INTERVAL_MS = 4_000;

/** The cache key of one swap; /swap seeds it with the POST answer to skip a first request. */
export function swapQueryKey(id: string) {
  return ['swap', id] as const;
}

export function useSwap(id: string) {
  const locale = useLocale();
  return useQuery<SwapView, Error>({
    queryKey: swapQueryKey(id),
    queryFn: ({ signal }) => fetchSwap(id, locale, signal),
    staleTime: 0,
    // Polls until nothing can change any more; React Query pauses while the tab is hidden
    // (refetchIntervalInBackground is false) and refetches when the visitor comes back.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof SwapRequestError && error.status === 404) return false;
      return data && isTerminal(data.status) ? false : POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useSimulate(id: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation<SwapView, Error, SimulateAction>({
    mutationFn: (action) => simulateSwap(id, action, locale),
    onSuccess: async (view) => {
      queryClient.setQueryData(swapQueryKey(id), view);
      await queryClient.invalidateQueries({ queryKey: swapQueryKey(id) });
    },
  });
}
