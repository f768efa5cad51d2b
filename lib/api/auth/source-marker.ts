// The order-source marker of the site's swap flow (docs/widgets.md, "/widget (v1)"): the compact
// widget opens the full flow on the site in a new tab with `&source=widget-v1` next to the
// partner's `ref`; the flow keeps it in its URL as it keeps `ref` (ADR 0022) and sends it with the
// create request, so the order records the source `widget-v1` instead of `web`
// (./attribution.ts). (Not `via`: swaps and orders already use that word for an aggregator's
// underlying provider.)
//
// Not signed, unlike ADR 0021's first sketch: the partner comes from `ref`, a free parameter
// since ADR 0022 that is checked against the active partners either way; the marker only says
// which of the site's doors the visitor came through. Forging it changes a statistic, earns no one
// anything and refuses nothing. No server-only code: the flow reads it in the browser, the
// contract (zod) on the server.

/** The query parameter and the create request's field. */
export const SOURCE_PARAM = 'source';

/** The sources a site form may be marked with: only the compact widget opens the site's form. */
export const MARKED_SOURCES = ['widget-v1'] as const;
export type MarkedSource = (typeof MARKED_SOURCES)[number];

/** A known marker, or null: anything else is ignored without a word, as a malformed `ref`. */
export function readSourceMarker(value: string | null | undefined): MarkedSource | null {
  return MARKED_SOURCES.find((source) => source === value) ?? null;
}

/** The marker of a query string (`?a=1&source=widget-v1`), or null. */
export function sourceOfSearch(search: string): MarkedSource | null {
  return readSourceMarker(new URLSearchParams(search).get(SOURCE_PARAM));
}

/** `search` with the marker appended (`?a=1` → `?a=1&source=widget-v1`); unchanged without one. */
export function withSource(search: string, source: MarkedSource | null): string {
  if (source === null) return search;
  const separator = search === '' || search === '?' ? '?' : '&';
  return `${search === '?' ? '' : search}${separator}${SOURCE_PARAM}=${source}`;
}
