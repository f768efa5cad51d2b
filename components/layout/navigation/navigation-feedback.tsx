'use client';

import { Suspense, useRef } from 'react';
import { LoadingBarElement } from './loading-bar-element';
import { NavigationEvents } from './navigation-events';

/**
 * Feedback around in-site navigation (spec sections 4 and 8): the loading bar, scrolling after a
 * route change, the guarded reload after a chunk-load failure and the full page load once a new
 * build is deployed.
 */
export function NavigationFeedback() {
  const bar = useRef<HTMLDivElement>(null);
  return (
    <>
      <LoadingBarElement ref={bar} />
      {/* useSearchParams() needs a Suspense boundary on a prerendered page. */}
      <Suspense fallback={null}>
        <NavigationEvents bar={bar} />
      </Suspense>
    </>
  );
}
