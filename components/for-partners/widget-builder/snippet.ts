import type { WidgetVersion } from '@/lib/widgets/params';

// The snippet a partner pastes (docs/widgets.md "Builder"): the widget's address from its
// canonical query (lib/widgets/params.ts widgetQuery), as the host script's placeholder or as a
// bare iframe. Pure and server-safe: the page renders the default snippet without JavaScript and
// the builder rewrites it as the options change.

/** The widget's route by version: v2 the whole swap, v1 the compact form. */
export const WIDGET_PATHS: Record<WidgetVersion, string> = { v2: '/v2/widget', v1: '/widget' };

/** The iframe's height in CSS pixels before the host script sizes it to its content. */
export const WIDGET_HEIGHTS: Record<WidgetVersion, number> = { v2: 600, v1: 320 };
export const WIDGET_MAX_WIDTH = 480;

/** The host script (W1, docs/widgets.md): it makes the iframe in each placeholder div. */
export const EMBED_SCRIPT_PATH = '/embed.js';

/** An attribute value as HTML: a query's `&` is `&amp;`, and no quote or bracket can break out. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The widget's address on `siteUrl` (no trailing slash); `siteUrl` '' gives a same-site path. */
export function widgetSrc(siteUrl: string, version: WidgetVersion, query: string): string {
  return `${siteUrl}${WIDGET_PATHS[version]}${query ? `?${query}` : ''}`;
}

/** (a) The host script's form: a placeholder div and the script, which sizes it and re-emits events. */
export function hostScriptSnippet(siteUrl: string, version: WidgetVersion, query: string): string {
  return [
    `<div data-swap-widget="${version}" data-query="${escapeAttribute(query)}"></div>`,
    `<script async src="${escapeAttribute(siteUrl + EMBED_SCRIPT_PATH)}"></script>`,
  ].join('\n');
}

/** (b) A bare iframe: no script on the host page, a fixed height. */
export function iframeSnippet(
  siteUrl: string,
  version: WidgetVersion,
  query: string,
  title: string,
): string {
  const style = `width:100%;max-width:${WIDGET_MAX_WIDTH}px;height:${WIDGET_HEIGHTS[version]}px;border:0`;
  return (
    `<iframe src="${escapeAttribute(widgetSrc(siteUrl, version, query))}" ` +
    `title="${escapeAttribute(title)}" style="${style}" allow="clipboard-write" loading="lazy"></iframe>`
  );
}
