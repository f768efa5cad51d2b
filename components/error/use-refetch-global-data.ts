'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { globalDataOperation } from '@/lib/global-data/contract';

/** The React Query key of GET /apiglobal/global; shell parts that read it share this cache. */
export const GLOBAL_DATA_QUERY_KEY = ['apiglobal', 'global'] as const;

/**
 * On a 404 the global data is loaded again (spec sections 2 and 7), so a page built from stale
 * data heals once the visitor lands on an error. Failures stay silent: the error page is shown
 * either way.
 */
export function useRefetchGlobalData(enabled: boolean): void {
  const locale = useLocale();
  useQuery({
    queryKey: GLOBAL_DATA_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch(globalDataOperation, { locale, signal }),
    enabled,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
