import { defaultLocale, type Locale } from '../i18n/locales';
import { NOT_FOUND_PAGE, type NotFoundArea } from './not-found-page';
import { isBlogPath } from './paths';
import { pageRouteChecks, routeCheck } from './route-checks';
import { e2eFixturePages, pages } from './routes';

// Which page paths exist, so that proxy.ts can answer every other one with the prerendered 404
// page of its locale instead of letting Next render a not-found page per request
// (docs/decisions/0008-static-404.md). The list itself is `pages` in ./routes.

const ONE = '[^/]+';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern in the app directory's notation ("/coin/[code]", "/blog/[...slug]/") as a regular
 * expression over a path without its trailing slash (the root is the empty string).
 */
export function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (/^\[\[\.\.\.[^\]/]+\]\]$/.test(segment)) source += `(?:/${ONE})*`;
    else if (/^\[\.\.\.[^\]/]+\]$/.test(segment)) source += `(?:/${ONE})+`;
    else if (/^\[[^\]/]+\]$/.test(segment)) source += `/(${ONE})`;
    else if (/[[\]]/.test(segment)) throw new RangeError(`not a route segment: "${segment}"`);
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}$`);
}

const sitePages = pages.map((pattern) => ({
  pattern: patternToRegExp(pattern),
  // The route check the pattern passes before it renders (the spec's route middlewares).
  check: pattern in pageRouteChecks ? routeCheck(pageRouteChecks[pattern]!) : undefined,
}));
const fixturePages = e2eFixturePages.map(patternToRegExp);

/**
 * True when an unprefixed, normalised page path ("/swap", "/blog/x/") is one the app serves:
 * it matches a page pattern and passes that pattern's route check (./route-checks.ts).
 * `e2eFixtures` adds the e2e-only pages of a test build.
 */
export function isKnownPagePath(
  rest: string,
  { locale = defaultLocale, e2eFixtures = false }: { locale?: Locale; e2eFixtures?: boolean } = {},
): boolean {
  const path = rest.replace(/\/+$/, '');
  for (const page of sitePages) {
    const match = page.pattern.exec(path);
    // A single dynamic segment is captured; the check reads its values, still percent-encoded
    // (a catalogue code or "page-2" has nothing to encode).
    if (match) return page.check ? page.check(match.slice(1), { locale }) : true;
  }
  return e2eFixtures && fixturePages.some((page) => page.test(path));
}

/** The prerendered 404 page that answers an unknown path in a locale. */
export function notFoundPagePath(locale: Locale, rest: string): string {
  const area: NotFoundArea = isBlogPath(rest) ? 'blog' : 'site';
  return `/${locale}${NOT_FOUND_PAGE}/${area}`;
}
