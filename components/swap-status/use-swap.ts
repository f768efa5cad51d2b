'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch, ApiClientError } from '@/lib/api/client';
import {
  getSwapOperation,
  simulateSwapOperation,
  type SimulateAction,
  type SwapView,
} from '@/lib/swaps/contract';

/** How often a swap that can still change is asked for again. */
export const POLL_INTERVAL_MS = 4_000;

/** The cache key of one swap; /swap seeds it with the POST answer to skip a first request. */
export function swapQueryKey(id: string) {
  return ['swap', id] as const;
}

/** Whether the API said no swap has this ID; its message then says so in the visitor's language. */
export function isUnknownSwap(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 404;
}

export function useSwap(id: string) {
  const locale = useLocale();
  return useQuery<SwapView, Error>({
    queryKey: swapQueryKey(id),
    queryFn: ({ signal }) =>
      apiFetch(getSwapOperation, { locale, params: { id }, signal, cache: 'no-store' }),
    staleTime: 0,
    // Polls until the swap is settled (a final-looking status may still move for a while);
    // React Query pauses while the tab is hidden (refetchIntervalInBackground is false) and
    // refetches when the visitor comes back.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (isUnknownSwap(error)) return false;
      return data?.settled ? false : POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useSimulate(id: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation<SwapView, Error, SimulateAction>({
    mutationFn: (action) =>
      apiFetch(simulateSwapOperation, { locale, params: { id }, body: { action } }),
    onSuccess: async (view) => {
      queryClient.setQueryData(swapQueryKey(id), view);
      await queryClient.invalidateQueries({ queryKey: swapQueryKey(id) });
    },
  });
}
