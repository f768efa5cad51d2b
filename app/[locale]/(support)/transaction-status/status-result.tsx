'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { SwapStatusView } from '@/components/swap-status';

/**
 * The status of a looked-up swap, with React Query: the lookup form imports this module only
 * once an ID is checked, so the page's first load carries neither the status view nor React
 * Query.
 */
export function StatusResult(props: ComponentProps<typeof SwapStatusView>) {
  return (
    <QueryProvider>
      <SwapStatusView {...props} />
    </QueryProvider>
  );
}
