'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { SwapFlow } from '@/components/exchange/swap-flow';
import type { MessagingBot } from '@/lib/brand-links';
import { readSwapPageQuery } from '@/components/exchange/swap-query';
import { SwapSkeleton } from './swap-skeleton';

// Step 3 (the status view: QR code, timeline, polling) loads only when the URL names a swap.
const StatusStep = dynamic(() => import('./status-step').then((m) => m.StatusStep), {
  loading: () => <SwapSkeleton />,
});

/**
 * What the /swap query asks for, read in the browser: the prerendered page holds the skeleton
 * in its place (useSearchParams() under the page's Suspense boundary), so the server never
 * renders per request and hydration never meets a query it did not know.
 */
export function SwapView({ supportBot }: { supportBot?: MessagingBot | undefined }) {
  const query = readSwapPageQuery(useSearchParams());
  if (query.step === 'status') {
    return <StatusStep key={query.swapId} swapId={query.swapId} supportBot={supportBot} />;
  }
  return <SwapFlow initial={query.selection} />;
}
