import { refOfSearch, withRef } from '@/lib/api/auth/ref-link';
import { sourceOfSearch, withSourceMarker } from '@/lib/api/auth/source-marker';
import { readSwapId, swapIdToLookUp } from '@/lib/swaps/swap-id';
import { parseSelection, selectionQuery } from './selection';
import type { SwapSelection } from './types';

// What the /swap query asks for. The page is one prerendered shell per locale; the browser reads
// its query with these pure rules, so a hand-edited or stale URL lands on the same helpful state
// the server used to render: a malformed pair or amount falls back to the defaults, a Swap ID
// that cannot be one is ignored, and letters and digits of the wrong shape are looked up so the
// API's own "no such swap" is shown.

export type SwapPageQuery =
  { step: 'status'; swapId: string } | { step: 'offers'; selection: SwapSelection };

export function readSwapPageQuery(params: URLSearchParams): SwapPageQuery {
  const swap = params.get('swap');
  const swapId = swap === null ? null : swapIdToLookUp(readSwapId(swap));
  return swapId
    ? { step: 'status', swapId }
    : { step: 'offers', selection: parseSelection(params) };
}

/**
 * Where the address bar should point so a reload or a shared link keeps the visitor's choice:
 * the selection's query (the hash kept), or null when the URL already says it, so typing does not
 * rewrite the URL with the same text. An affiliate link's `ref` stays in it (ADR 0022): without
 * consent to its cookie, the URL is what attributes the swap; so does the `source` marker of
 * the compact widget or the bot (lib/api/auth/source-marker.ts).
 */
export function selectionUrl(
  location: Pick<Location, 'search' | 'hash'>,
  selection: SwapSelection,
): string | null {
  const search = withSourceMarker(
    withRef(`?${selectionQuery(selection)}`, refOfSearch(location.search)),
    sourceOfSearch(location.search),
  );
  return location.search === search ? null : `${search}${location.hash}`;
}
