import { defaultLocale, type Locale } from '../i18n/locales';
import { NOT_FOUND_PAGE, type NotFoundArea } from '../routing/not-found-page';
import { isBlogPath } from '../routing/paths';
import { patternToRegExp } from '../routing/patterns';
import { e2eFixturePages, pageTypes } from './page-types';
import { routeCheck, type RouteCheckName } from './route-checks';

// Which page paths exist, so that proxy.ts can answer every other one with the prerendered 404
// page of its locale instead of letting Next render a not-found page per request
// (docs/decisions/0008-static-404.md). The list is read from the declarations (./page-types.ts).

/** The route check of each checked page pattern, as the declarations name them. */
export const pageRouteChecks: Readonly<Record<string, RouteCheckName>> = Object.fromEntries(
  Object.values(pageTypes).flatMap((type) =>
    Object.entries(type.routes).filter((route): route is [string, RouteCheckName] => !!route[1]),
  ),
);

const sitePages = Object.values(pageTypes).flatMap((type) =>
  Object.entries(type.routes).map(([pattern, check]) => ({
    pattern: patternToRegExp(pattern),
    // The route check the pattern passes before it renders (the spec's route middlewares).
    check: check ? routeCheck(check) : undefined,
  })),
);
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
