'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * e2e-only: a client leaf of the embed shell. It says "hydrated" once React runs (which needs
 * every script's nonce) and reads the locale from the layout's intl provider; its label is
 * translated on the server (a client leaf that reads messages would be an island of its own).
 */
export function EmbedProbe({ retry }: { retry: string }) {
  const state = useSyncExternalStore(
    noSubscription,
    () => 'hydrated',
    () => 'server',
  );
  return (
    <p data-testid="embed-probe" data-locale={useLocale()}>
      <span data-testid="embed-state">{state}</span> <button type="button">{retry}</button>
    </p>
  );
}
