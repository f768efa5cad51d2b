'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { readDetailsStep } from '@/components/exchange/checkout/details-url';
import { SwapFlow } from '@/components/exchange/swap-flow';
import type { MessagingBot } from '@/lib/brand-links';
import { readSwapPageQuery } from '@/components/exchange/swap-query';
import { SwapSkeleton } from './swap-skeleton';

// Step 3 (the status view: QR code, timeline, polling) loads only when the URL names a swap.
const StatusStep = dynamic(() => import('./status-step').then((m) => m.StatusStep), {
  loading: () => <SwapSkeleton />,
});

/** The tab's title of steps 2 and 3 (step 1 keeps the page's own), translated by the server. */
export interface StepTitles {
  details: string;
  status: string;
}

/**
 * The tab names the step, so a visitor with several tabs finds the one to send from. Next sets
 * the page's own title again after the navigation to step 3, so the step's title is kept while
 * the step shows (a MutationObserver on the head puts it back).
 */
function useStepTitle(step: 1 | 2 | 3, titles: StepTitles | undefined) {
  const pageTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!titles) return;
    pageTitle.current ??= document.title;
    const wanted = step === 1 ? pageTitle.current : step === 2 ? titles.details : titles.status;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [step, titles]);
}

/**
 * What the /swap query asks for, read in the browser: the prerendered page holds the skeleton
 * in its place (useSearchParams() under the page's Suspense boundary), so the server never
 * renders per request and hydration never meets a query it did not know.
 */
export function SwapView({
  supportBot,
  titles,
}: {
  supportBot?: MessagingBot | undefined;
  titles?: StepTitles;
}) {
  const params = useSearchParams();
  const query = readSwapPageQuery(params);
  const details = query.step === 'status' ? null : readDetailsStep(params);
  useStepTitle(query.step === 'status' ? 3 : details ? 2 : 1, titles);
  if (query.step === 'status') {
    return <StatusStep key={query.swapId} swapId={query.swapId} supportBot={supportBot} />;
  }
  return <SwapFlow initial={query.selection} details={details} />;
}
