import { refOfSearch, withRef } from '@/lib/api/auth/ref-link';
import { sourceOfSearch, withSourceMarker, type LinkSource } from '@/lib/api/auth/source-marker';
import { selectionQuery } from '../selection';
import { selectionUrl } from '../swap-query';
import type { SwapSelection } from '../types';

// Step 2 has an address of its own: the selection's query plus `step=details&provider=<id>`, so
// the browser's Back returns to the offers and a reload comes back to step 2 (with a fresh quote
// of the chosen provider). Addresses typed in step 2 never go into the URL
// (./checkout-draft.ts keeps them for the tab's session).

const PROVIDER_ID = /^[a-z0-9-]{1,64}$/;

/** The provider whose offer step 2 shows, when the URL opens step 2; null for step 1. */
export function readDetailsStep(params: Pick<URLSearchParams, 'get'>): string | null {
  if (params.get('step') !== 'details') return null;
  const provider = params.get('provider');
  return provider !== null && PROVIDER_ID.test(provider) ? provider : null;
}

/**
 * The query of step 1 (provider null) or step 2 of a selection, with its leading "?", and the
 * affiliate link's `ref` when the visitor came by one (ADR 0022), and the `source` marker of the
 * compact widget or the bot when one opened the flow.
 */
export function flowSearch(
  selection: SwapSelection,
  provider: string | null,
  ref: string | null = null,
  source: LinkSource | null = null,
): string {
  const details = provider === null ? '' : `&step=details&provider=${provider}`;
  return withSourceMarker(withRef(`?${selectionQuery(selection)}${details}`, ref), source);
}

/**
 * Where the address bar should point for the flow's state: the query (the hash kept), or null
 * when the URL already says it, so typing does not rewrite the URL with the same text.
 */
export function flowUrl(
  location: Pick<Location, 'search' | 'hash'>,
  selection: SwapSelection,
  provider: string | null,
): string | null {
  if (provider === null) return selectionUrl(location, selection);
  const search = flowSearch(
    selection,
    provider,
    refOfSearch(location.search),
    sourceOfSearch(location.search),
  );
  return location.search === search ? null : `${search}${location.hash}`;
}
