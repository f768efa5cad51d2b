import { splitLocalePrefix } from '../routing/paths';
import { patternToRegExp } from '../routing/patterns';
import type { PageType } from './define';
import { pageRedirects } from './page-redirects';
import { pageTypes } from './page-types';

// The URL rules a page type declares beside its patterns (lib/pages/define.ts: `redirect`),
// looked up for a path by its first matching pattern, as the response policies are.

const declared = Object.values(pageTypes as Readonly<Record<string, PageType>>).flatMap((type) =>
  Object.keys(type.routes).map((pattern) => ({ pattern: patternToRegExp(pattern), type })),
);

const typeOf = (unprefixedPath: string): PageType | undefined => {
  const path = unprefixedPath.replace(/\/+$/, '');
  return declared.find(({ pattern }) => pattern.test(path))?.type;
};

/**
 * The target of the redirect the path's page type declares, with the path's locale prefix kept
 * (`/de/widget?from_currency=btc` → `/de/v2/widget?from=btc`), or null. `normalizedPath` has
 * passed the URL rules (lib/pages/normalize.ts), so one redirect says both.
 */
export function declaredRedirect(normalizedPath: string, search: URLSearchParams): string | null {
  const { prefix, rest } = splitLocalePrefix(normalizedPath);
  const name = typeOf(rest)?.redirect;
  const target = name ? pageRedirects[name](rest, search) : null;
  if (target === null) return null;
  return prefix ? `/${prefix}${target}` : target;
}
