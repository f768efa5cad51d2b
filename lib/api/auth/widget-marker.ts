// The compact widget's marker on the site's swap flow (docs/widgets.md, "/widget (v1)"): the
// widget opens the full flow on the site in a new tab with `&widget=v1` next to the partner's
// `ref`; the flow keeps it in its URL as it keeps `ref` (ADR 0022) and sends it with the create
// request as `widget: 'v1'`, the field the embedded v2 sends as `widget: 'v2'` (ADR 0023), so
// the order records the source `widget-v1` and the partner of the widget's `ref`
// (./attribution.ts).
//
// Not signed, unlike ADR 0021's first sketch: the partner comes from `ref`, a free parameter
// since ADR 0022 that is checked against the active partners either way; the marker only says
// which of the site's doors the visitor came through. Forging it changes a statistic, earns no
// one anything and refuses nothing. No server-only code: the flow reads it in the browser.

/** The query parameter of /swap. */
export const WIDGET_MARKER_PARAM = 'widget';

/** The widget that opens the site's own flow in a tab: only the compact one. */
export type WidgetMarker = 'v1';

/** The marker of a query string (`?a=1&widget=v1`), or null: anything else is ignored. */
export function widgetOfSearch(search: string): WidgetMarker | null {
  return new URLSearchParams(search).get(WIDGET_MARKER_PARAM) === 'v1' ? 'v1' : null;
}

/** `search` with the marker appended (`?a=1` → `?a=1&widget=v1`); unchanged without one. */
export function withWidgetMarker(search: string, widget: WidgetMarker | null): string {
  if (widget === null) return search;
  const separator = search === '' || search === '?' ? '?' : '&';
  return `${search === '?' ? '' : search}${separator}${WIDGET_MARKER_PARAM}=${widget}`;
}
