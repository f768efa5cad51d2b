import { negotiateLocale } from '@/lib/i18n/accept-language';
import type { Locale } from '@/lib/i18n/locales';
import { splitLocalePrefix } from '@/lib/routing/paths';
import { parseWidgetParams } from './params';

// The language of a widget page (docs/widgets.md, "/v2/widget"). A host writes one URL for all
// its visitors, `/v2/widget?from=btc&to=eth`, and the widget speaks each visitor's language; a
// host that wants one language says `lang=de`. So, unlike the site's pages, a widget path is
// never redirected to a locale prefix (a redirect inside a frame costs a round trip and would
// set the locale cookie in someone else's page): proxy.ts rewrites it in place to the locale
// chosen here. A prefixed path (`/de/v2/widget`) works too.

/** The widget paths, unprefixed, that take their locale this way. */
export const EMBED_LOCALE_PATHS: readonly string[] = ['/widget', '/v2/widget'];

/**
 * The locale of a request for a widget path, or null for any other path: the `lang` parameter,
 * else the path's locale prefix, else the browser's Accept-Language, else English.
 */
export function widgetLocaleOf(
  pathname: string,
  search: URLSearchParams,
  acceptLanguage: string | null,
): Locale | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  if (!EMBED_LOCALE_PATHS.includes(rest)) return null;
  return parseWidgetParams(search).params.lang ?? prefix ?? negotiateLocale(acceptLanguage);
}
