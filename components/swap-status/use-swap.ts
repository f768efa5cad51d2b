'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The cache key of one swap. */
export function swapQueryKey(id: string) {
  return ['swap', id] as const;
}

/**
 * Puts the answer of POST /api/v1/swaps in the cache before step 3 opens: the deposit address is
 * on screen at once, whatever the first status read answers (a rate limit, a busy server).
 */
export function seedSwap(queryClient: QueryClient, view: SwapView): void {
  queryClient.setQueryData(swapQueryKey(view.id), view);
}

/** Whether the API said no swap has this ID; its message then says so in the visitor's language. */
export function isUnknownSwap(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 404;
}

/**
 * What a failed read means to the visitor. `connection`: no answer reached the browser (offline,
 * connection lost). `busy`: the site answered but could not say now (a rate limit, a server or
 * database error, an unreadable answer, a timeout): the swap exists, the next poll will tell.
 */
export type SwapReadFailure = 'unknown' | 'connection' | 'busy';

export function swapReadFailure(error: unknown): SwapReadFailure {
  if (isUnknownSwap(error)) return 'unknown';
  if (error instanceof ApiClientError && error.kind === 'network') return 'connection';
  return error instanceof ApiClientError ? 'busy' : 'connection';
}

export function useSwap(id: string) {
  const locale = useLocale();
  return useQuery<SwapView, Error>({
    queryKey: swapQueryKey(id),
    queryFn: ({ signal }) =>
      apiFetch(getSwapOperation, { locale, params: { id }, signal, cache: 'no-store' }),
    staleTime: 0,
    // Polls until the swap is settled (a final-looking status may still move for a while), and
    // after a failed read too: the last good answer stays on screen (React Query keeps `data` on
    // an error) and the next poll may succeed. React Query pauses while the tab is hidden
    // (refetchIntervalInBackground is false) and refetches when the visitor comes back.
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
