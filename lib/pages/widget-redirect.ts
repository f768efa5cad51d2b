import { routes } from '../routing/routes';
import { mapLegacyParams, WIDGET_PARAM_NAMES } from '../widgets/params';

// The spec's "widget-redirect middleware used on two routes" (docs/widgets.md, "widget-redirect"):
// a host that pasted another vendor's snippet, or asked for what only the whole swap offers, is
// sent to /v2/widget with the parameters in our names; /v2/widget's own aliases are renamed in
// place. Pure: proxy.ts runs it (a page type declares it, lib/pages/page-redirects.ts) before
// anything renders, in the same one redirect as the URL rules.

const WIDGET_V1_PATH = routes.widget();
const WIDGET_V2_PATH = routes.widget(2);

/** `v=2` on /widget: the host asks for the whole swap by name. */
const VERSION_PARAM = 'v';

const isOurName = (name: string) => (WIDGET_PARAM_NAMES as readonly string[]).includes(name);

/** Names in the query that mapLegacyParams renames (another widget's names for ours). */
function legacyNames(search: URLSearchParams): string[] {
  const { dropped } = mapLegacyParams(search);
  return [...new Set(search.keys())].filter((name) => !isOurName(name) && !dropped.includes(name));
}

/**
 * True when a /widget query asks for v2: `v=2`, `rate=both` (the compact box shows one offer of
 * one rate type; comparing fixed and floating side by side is the whole swap's), or any alias
 * from another vendor's snippet, whose widgets are whole swaps.
 */
export function wantsV2(search: URLSearchParams): boolean {
  if (search.get(VERSION_PARAM)?.trim() === '2') return true;
  if (search.get('rate')?.trim().toLowerCase() === 'both') return true;
  return legacyNames(search).length > 0;
}

/**
 * Where an unprefixed widget path with its query is sent, as an unprefixed path and query
 * (`/v2/widget?from=btc&ref=…`), or null to answer it in place. The target's query is the
 * mapping of mapLegacyParams: our names kept (ours win over an alias), aliases renamed, every
 * other name dropped, `ref` kept, in canonical order. Values are not checked here: the page reads
 * them and says what it ignored. A query that needs no renaming is answered in place, unknown
 * names and all (the page names them), so a redirect happens only when it changes something.
 */
export function widgetRedirect(unprefixedPath: string, search: URLSearchParams): string | null {
  const path = unprefixedPath.replace(/\/+$/, '');
  let target: string;
  if (path === WIDGET_V1_PATH && wantsV2(search)) target = WIDGET_V2_PATH;
  else if (path === WIDGET_V2_PATH && legacyNames(search).length > 0) target = WIDGET_V2_PATH;
  else return null;
  const query = mapLegacyParams(search).query.toString();
  return query ? `${target}?${query}` : target;
}
