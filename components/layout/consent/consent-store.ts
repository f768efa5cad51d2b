'use client';

import { useSyncExternalStore } from 'react';
import type { ConsentChoices } from '@/lib/consent/categories';
import { CONSENT_COOKIE, consentCookieString } from '@/lib/consent/cookie';

// The stored choice as React state. The cookie is only readable in the browser (pages are
// static), so the server and hydration see `undefined` ("not known yet") and render no banner:
// a visitor who already chose never sees it flash.

const listeners = new Set<() => void>();

// A string snapshot, so React sees "unchanged" between renders without any caching here.
function rawCookie(): string | null {
  const prefix = `${CONSENT_COOKIE.name}=`;
  const entry = document.cookie.split(/;\s*/).find((pair) => pair.startsWith(prefix));
  return entry === undefined ? null : entry.slice(prefix.length);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The raw cookie value: null without a preference, undefined before hydration. */
export function useStoredConsentValue(): string | null | undefined {
  return useSyncExternalStore(subscribe, rawCookie, () => undefined);
}

export function storeConsent(choices: ConsentChoices): void {
  document.cookie = consentCookieString(choices, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}
