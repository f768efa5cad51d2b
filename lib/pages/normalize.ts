import { resolvePlaceSegments } from '../fiat/page-segments';
import { normalizeWith } from '../routing/normalize';
import { splitLocalePrefix } from '../routing/paths';
import { routes } from '../routing/routes';

// The URL rules of lib/routing/normalize.ts plus the ones that need a domain: lib/routing stays
// pure (path builders and URL rules), and the fiat pages' place names live in lib/fiat.

const RAMP_PLACE = /^\/(buy|sell)\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/;

/**
 * "/buy/btc/us/us-ny" or "/buy/btc/us/ny" -> "/buy/btc/united-states/new-york" (locale prefix
 * kept): a place's ISO forms lead to its slugs (docs/fiat-pages.md). Null when the path already
 * names the slugs, or names no place at all (the route check answers that with the 404 page).
 */
export function rampPlaceRedirectPath(pathname: string): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const match = RAMP_PLACE.exec(rest);
  if (!match) return null;
  const place = resolvePlaceSegments(match[2]!, match[3], match[4]);
  if (!place || place.canonical) return null;
  const [coin, country, region] = place.path;
  const target = routes[match[1] as 'buy' | 'sell']({ coin, country, region });
  return prefix ? `/${prefix}${target}` : target;
}

/** The canonical form of a page path (lib/routing/normalize.ts) with the rules above. */
export function normalizePath(pathname: string): string {
  return normalizeWith(pathname, [rampPlaceRedirectPath]);
}
