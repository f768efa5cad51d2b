// Which clicks are in-site navigations: the loading bar starts on them and, once a new build is
// out, they become full page loads instead.

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The URL an unmodified primary click on a same-origin link leads to, or null when the browser
 * will not navigate this document (new tab, download, other origin, same page or hash only).
 */
export function internalLinkTarget(event: ClickLike, current: URL): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const element = event.target as Element | null;
  const anchor = element?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/**
 * Whether going from `previous` to `next` stays on the same document: only the hash differs (an
 * anchor of the page, /faq#custody). Chromium fires popstate for such a jump too, but nothing
 * loads, so it is no navigation to show a loading bar for.
 */
export function isSameDocument(previous: string, next: string): boolean {
  const withoutHash = (href: string) => href.split('#', 1)[0];
  return withoutHash(previous) === withoutHash(next);
}
