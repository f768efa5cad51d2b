import type { CacheTag } from '../cache/tags';
import type { ResponsePolicy } from '../security/response-policy';
import type { PageRedirectName } from './page-redirects';
import type { RouteCheckName } from './route-checks';

// What a page type declares (docs/decisions/0019-page-declarations.md). The page list, the
// proxy's route checks, the response policies, the sitemap sources and the cache tags are read
// from these declarations, so a page type is added in one place. A declaration is data that
// proxy.ts reads on every request: it names its sitemap sources and data loaders rather than
// importing them, so that the proxy never loads database code.

/** The sitemap sources of lib/pages/sitemaps (their names are the files' names). */
export type SitemapName =
  | 'pages'
  | 'coins'
  | 'pairs'
  | 'compare'
  | 'cross-chain'
  | 'cross-chain-tokens'
  | 'fiat'
  | 'fiat-places'
  | 'fiat-pairs'
  | 'fiat-cards'
  | 'blog';

export interface PageType {
  /**
   * The page patterns below app/[locale], in the app directory's notation ("/coin/[slug]"), each
   * with the route check (lib/pages/route-checks.ts) a path passes before it renders, or null.
   * Order matters across the whole list: the first matching pattern decides.
   */
  readonly routes: Readonly<Record<string, RouteCheckName | null>>;
  /** Headers and frame rules of the page (docs/decisions/0018-response-policy.md); required. */
  readonly response: ResponsePolicy;
  /** The data the cached page shows: invalidating a tag makes the page stale. */
  readonly cacheTags?: readonly CacheTag[];
  /** The sitemap sources that list the page type's indexable pages. */
  readonly sitemaps?: readonly SitemapName[];
  /**
   * A rule of lib/pages/page-redirects.ts that may send the page's URL elsewhere by its query
   * before anything renders (the widgets' `widget-redirect`): proxy.ts runs it in the same one
   * redirect as the URL rules.
   */
  readonly redirect?: PageRedirectName;
}

/** Keeps the literal patterns of each declaration, so that each pattern is a type. */
export const definePages = <const T extends Readonly<Record<string, PageType>>>(types: T): T =>
  types;
