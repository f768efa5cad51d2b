'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** e2e-only: says "hydrated" once React runs in the browser, which needs every script's nonce. */
export function HydrationProbe() {
  const state = useSyncExternalStore(
    noSubscription,
    () => 'hydrated',
    () => 'server',
  );
  return <p data-testid="hydration-probe">{state}</p>;
}
