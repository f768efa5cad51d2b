'use client';

import { useSyncExternalStore } from 'react';

// The site formats dates in UTC (the locale layout gives next-intl timeZone="UTC", so server HTML
// and the browser agree). Times a visitor acts on (a rate's expiry, a swap's steps) read better in
// their own zone: this hook gives it in the browser. While React hydrates server HTML it answers
// null (format in UTC, as the server did) and then re-renders with the zone, so hydration never
// meets a text the server did not write; in a part rendered only in the browser it is there at once.

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => null;

/** The visitor's IANA time zone ("Europe/Paris"), or null while hydrating server HTML. */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}
