'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isAutomatedAgent } from '@/lib/analytics/automated-agents';
import { pushPageView } from '@/lib/analytics/data-layer';
import { listenForTrackEvents } from '@/lib/analytics/track';
import { listenForTrackedClicks } from './tracked-clicks';

// Fetched only when it will run: GTM_ID set and a visitor, not a crawler or audit tool.
const GoogleTagManager = dynamic(
  () => import('@next/third-parties/google').then((m) => m.GoogleTagManager),
  { ssr: false },
);

const noSubscription = () => () => {};

/** Crawler detection needs the browser's user agent: pages are static, so it happens here. */
function useIsVisitor(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => !isAutomatedAgent(navigator.userAgent),
    () => false,
  );
}

export function AnalyticsClient({ gtmId }: { gtmId: string | undefined }) {
  const pathname = usePathname();
  const isVisitor = useIsVisitor();

  useEffect(() => listenForTrackEvents(), []);
  useEffect(() => listenForTrackedClicks(), []);

  // Every route, the first one included, is one page_view: the container should trigger on this
  // custom event instead of GTM's own page-load trigger, or the first view counts twice.
  // The referrer of a route change is the previous view's (already redacted) location: the
  // browser's document.referrer stays the entry page's for the whole visit.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname) return;
    previous.current = pushPageView({
      path: pathname + window.location.search,
      origin: window.location.origin,
      referrer: previous.current ?? document.referrer,
    });
  }, [pathname]);

  if (!gtmId || !isVisitor) return null;
  // next/script inserts both GTM scripts from Next's client runtime, which the page's CSP nonce
  // already trusts, and the policy's 'strict-dynamic' extends that trust to scripts it inserts.
  // So no nonce prop is needed (and a static page could not know the per-request nonce anyway).
  return <GoogleTagManager gtmId={gtmId} />;
}
