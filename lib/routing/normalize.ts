import { resolvePlaceSegments } from '../fiat/page-segments';
import { splitLocalePrefix, withTrailingSlashRule } from './paths';
import { routes } from './routes';

// Pure URL rules that proxy.ts applies before anything renders (spec section 5). Every rule
// returns the final path in one step, so a request is redirected at most once.

/** Lower-cases A-Z but leaves percent-escapes as they are, so "%C3%A9" never flip-flops. */
export function lowercasePath(pathname: string): string {
  return pathname.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  );
}

const slug = '([a-z0-9]+)';
const customRules: Array<{ pattern: RegExp; target: (a: string, b: string) => string }> = [
  {
    pattern: new RegExp(`^/custom/compare/(?:${slug}/${slug}|${slug}-vs-${slug})/info$`),
    target: routes.compare,
  },
  {
    pattern: new RegExp(`^/custom/exchange-pairs/(?:${slug}/${slug}|${slug}-to-${slug})/info$`),
    target: routes.fiatExchange,
  },
];

/** "/custom/compare/btc/eth/info" -> "/compare/btc-vs-eth" (locale prefix kept), else null. */
export function customRedirectPath(pathname: string): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  for (const rule of customRules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const [a, b] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    if (!a || !b) continue;
    const target = rule.target(a, b);
    return prefix ? `/${prefix}${target}` : target;
  }
  return null;
}

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

/**
 * The canonical form of a path: duplicate slashes collapsed (which also rules out "//host"
 * open redirects), lower case, /custom/.../info rewritten, a buy or sell place's ISO forms
 * replaced by its slugs, and the trailing-slash rule applied.
 */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname.replace(/\/{2,}/g, '/').replace(/^\/+/, '')}`;
  const lower = withTrailingSlashRule(lowercasePath(collapsed));
  return withTrailingSlashRule(customRedirectPath(lower) ?? rampPlaceRedirectPath(lower) ?? lower);
}
