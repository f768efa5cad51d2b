'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isChunkLoadError } from '@/lib/navigation/chunk-reload';
import { reloadForChunkError } from '@/lib/navigation/chunk-reload-browser';
import { SCROLL } from '@/lib/navigation/constants';
import { NAVIGATION_ERROR_EVENT, NAVIGATION_START_EVENT } from '@/lib/navigation/events';
import { internalLinkTarget, isSameDocument } from '@/lib/navigation/link-target';
import { createLoadingBar, type LoadingBar } from '@/lib/navigation/loading-bar';
import { pendingNavigation } from '@/lib/navigation/pending-navigation';
import { scrollAfterNavigation } from './scroll-after-navigation';
import { useBuildWatch } from './use-build-watch';

export function NavigationEvents() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const outdated = useBuildWatch();
  const loading = useRef<LoadingBar | null>(null);
  const fromHistory = useRef(false);
  const route = `${pathname}?${search}`;
  const lastRoute = useRef(route);
  // The address the page was last at, to tell a jump to an anchor from a history navigation.
  const lastHref = useRef('');

  useEffect(() => {
    const loadingBar = createLoadingBar();
    loading.current = loadingBar;

    // Capture phase on window: runs before Next's <Link> handler, so once a new build is out
    // the click can become a full page load instead of a client-side navigation.
    const onClick = (event: MouseEvent) => {
      const target = internalLinkTarget(event, new URL(window.location.href));
      if (!target) return;
      if (outdated.current) {
        event.preventDefault();
        event.stopImmediatePropagation();
        window.location.assign(target.href);
        return;
      }
      fromHistory.current = false;
      pendingNavigation.set(target.href);
      loadingBar.start();
    };
    lastHref.current = window.location.href;
    const onPopState = () => {
      const stays = isSameDocument(lastHref.current, window.location.href);
      lastHref.current = window.location.href;
      if (stays) return;
      fromHistory.current = true;
      pendingNavigation.set(window.location.href);
      loadingBar.start();
    };
    const onFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      if (loadingBar.running) loadingBar.fail();
      reloadForChunkError(reason);
    };
    const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    const onNavigationError = () => loadingBar.fail();
    const onNavigationStart = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown } | null>).detail?.href;
      fromHistory.current = false;
      pendingNavigation.set(typeof href === 'string' ? href : null);
      loadingBar.start();
    };

    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(NAVIGATION_ERROR_EVENT, onNavigationError);
    window.addEventListener(NAVIGATION_START_EVENT, onNavigationStart);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(NAVIGATION_ERROR_EVENT, onNavigationError);
      window.removeEventListener(NAVIGATION_START_EVENT, onNavigationStart);
      loadingBar.finish();
      loading.current = null;
    };
  }, [outdated]);

  useEffect(() => {
    if (lastRoute.current === route) return;
    lastRoute.current = route;
    lastHref.current = window.location.href;
    loading.current?.finish();
    pendingNavigation.set(null);
    // Back and forward keep the position the browser restores.
    if (fromHistory.current) return;
    const timer = window.setTimeout(scrollAfterNavigation, SCROLL.delayMs);
    return () => window.clearTimeout(timer);
  }, [route]);

  return null;
}
