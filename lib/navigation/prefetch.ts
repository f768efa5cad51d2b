import { PREFETCH } from './constants';

// Route preloading (spec section 9: at most 4 loads at a time; none on slow connections or in
// save-data mode). The site's links (components/ui/link.tsx) turn Next's own prefetching off and
// preload a route only when the visitor shows intent: the pointer rests on the link, it gets
// focus, or a finger touches it. They call router.prefetch(), which Next's prefetch scheduler
// (next/dist/client/components/segment-cache/scheduler.js, `hasNetworkBandwidth`) runs at
// default priority, at most 4 requests at a time; only <Link>'s own hover prefetch may exceed
// that (up to 12), and it is off. router.prefetch() returns nothing, so a queue here could not
// know when a load ends: the limit is Next's, proven in e2e/prefetch.spec.ts.

/** What the Network Information API tells about the connection (Chromium; absent elsewhere). */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False in save-data mode or on a 2G-class connection; true when the browser does not say. */
export function connectionAllowsPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !PREFETCH.slowConnections.includes(connection.effectiveType ?? '');
}

function currentConnection(): ConnectionLike | undefined {
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

/**
 * The path (with query) of an anchor's href when it is a page of this site other than the
 * current one, else null: no prefetch for other origins, downloads or the page itself.
 */
export function prefetchablePath(href: string, current: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search;
}

export interface PrefetchIntent {
  /** The pointer entered the link: prefetch if it stays for the hover delay. */
  hover(): void;
  /** The pointer left before the delay: nothing is loaded. */
  leave(): void;
  /** Focus or touch: prefetch now. */
  now(): void;
}

/**
 * Intent handling for one link. `prefetch` runs at most once per intent and only when the
 * connection allows it; sweeping the pointer across a list loads nothing.
 */
export function createPrefetchIntent(
  prefetch: () => void,
  connection: () => ConnectionLike | undefined = currentConnection,
): PrefetchIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const leave = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const now = () => {
    leave();
    if (connectionAllowsPrefetch(connection())) prefetch();
  };
  return {
    hover() {
      if (timer === undefined) timer = setTimeout(now, PREFETCH.hoverDelayMs);
    },
    leave,
    now,
  };
}
