'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { SwapStatusView } from '@/components/swap-status';

/**
 * The status of a looked-up swap, with a query client of its own: the lookup form imports this
 * module only once an ID is checked, so the page's first load carries neither the status view
 * nor React Query. Same policy as the site's requests: no retries.
 */
export function StatusResult(props: ComponentProps<typeof SwapStatusView>) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 0, staleTime: 60_000 }, mutations: { retry: 0 } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <SwapStatusView {...props} />
    </QueryClientProvider>
  );
}
