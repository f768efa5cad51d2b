'use client';

import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

// React Query for the islands that fetch from our own route handlers (the coin list, the swap
// status, the 404's global-data refresh). Not a site-wide provider: an island that uses React
// Query wraps itself, so pages without one do not load the library at all (docs/page-kit.md).
// Requests follow the spec's policy: no retries.
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 0, staleTime: 60_000 }, mutations: { retry: 0 } },
  });
}

// One client per browser page, so the islands of a page share what they fetched; a new one for
// every server render, so nothing fetched for one visitor reaches another.
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  if (isServer) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Gives its island React Query: `<QueryProvider><HeroForm /></QueryProvider>`. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
