'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { reloadForChunkError } from '@/lib/navigation/chunk-reload-browser';
import { NAVIGATION_ERROR_EVENT } from '@/lib/navigation/events';

// Any error thrown while rendering a page, in every locale: the one error view with status 500.
// A chunk that failed to load (a new deployment) gets a guarded reload instead.
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    window.dispatchEvent(new Event(NAVIGATION_ERROR_EVENT));
    reloadForChunkError(error);
  }, [error]);

  return <ErrorView onRetry={retry} />;
}
