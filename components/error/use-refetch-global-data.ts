'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

/**
 * On a 404 the global data is loaded again (spec sections 2 and 7), so a page built from stale
 * data heals once the visitor lands on an error. Failures stay silent: the error page is shown
 * either way. The API client and the contract (zod) are fetched only then: the 404 view is part
 * of every page's client code (Next keeps the not-found boundary ready on every page).
 */
export function useRefetchGlobalData(enabled: boolean): void {
  const locale = useLocale();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void Promise.all([import('@/lib/api/client'), import('@/lib/global-data/contract')])
      .then(([{ apiFetch }, { globalDataOperation }]) => {
        if (controller.signal.aborted) return;
        return apiFetch(globalDataOperation, { locale, signal: controller.signal });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, locale]);
}
