// The door a visitor came through, when it is not the site's own (ADR 0021, docs/widgets.md
// "/widget (v1)", docs/bot.md): the compact widget and the messaging bot open the site's swap
// flow with `&source=widget-v1` or `&source=bot` in the URL (next to a partner's `ref`, for the
// widget). The flow keeps it in its URL as it keeps `ref` (ADR 0022) and sends it with the create
// request as `source`, the field the embedded v2 sends as `source: 'widget-v2'` (ADR 0023), so
// the order records that source, and for a widget the partner of its own `ref` only
// (./attribution.ts).
//
// Not signed, unlike ADR 0021's first sketch: the partner comes from `ref`, a free parameter
// since ADR 0022 that is checked against the active partners either way; the marker only says
// which door the visitor came through. Forging it changes a statistic, earns no one anything and
// refuses nothing. No server-only code: the flow reads it in the browser.

/** The query parameter of /swap. */
export const SOURCE_MARKER_PARAM = 'source';

/** The doors that open the site's own flow in a tab: the compact widget and the bot. */
export const LINK_SOURCES = ['widget-v1', 'bot'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

/** The marker of a query string (`?a=1&source=bot`), or null: anything else is ignored. */
export function sourceOfSearch(search: string): LinkSource | null {
  const value = new URLSearchParams(search).get(SOURCE_MARKER_PARAM);
  return LINK_SOURCES.find((source) => source === value) ?? null;
}

/** `search` with the marker appended (`?a=1` → `?a=1&source=bot`); unchanged without one. */
export function withSourceMarker(search: string, source: LinkSource | null): string {
  if (source === null) return search;
  const separator = search === '' || search === '?' ? '?' : '&';
  return `${search === '?' ? '' : search}${separator}${SOURCE_MARKER_PARAM}=${source}`;
}
