'use client';

import { Suspense } from 'react';
import { NavigationEvents } from './navigation-events';
import './nprogress.css';

/**
 * Feedback around in-site navigation (spec sections 4 and 8): the loading bar (nprogress, added
 * to the page only while a navigation runs), scrolling after a route change, the guarded reload
 * after a chunk-load failure and the full page load once a new build is deployed.
 */
export function NavigationFeedback() {
  return (
    // useSearchParams() needs a Suspense boundary on a prerendered page.
    <Suspense fallback={null}>
      <NavigationEvents />
    </Suspense>
  );
}
