import { searchQuerySchema } from '../blog/search-query';

// Page paths that exist only with a query: proxy.ts answers them without it with the static 404
// page, as the route checks do for paths (lib/pages/route-checks.ts), so the visitor gets the
// complete 404 in the server HTML rather than the page's own notFound(), which Next renders as
// an empty shell on a dynamic page (spec coverage review, issue 22).

const LATER_SEARCH_PAGE = /^\/blog\/search\/[^/]+\/?$/;

/**
 * True for a later page of the blog search ("/blog/search/2/") without a search term, or with
 * one the search refuses (lib/blog/search-query.ts): only the first page explains why.
 */
export function lacksRequiredQuery(unprefixedPath: string, search: URLSearchParams): boolean {
  return (
    LATER_SEARCH_PAGE.test(unprefixedPath) &&
    !searchQuerySchema.safeParse(search.get('q') ?? '').success
  );
}
