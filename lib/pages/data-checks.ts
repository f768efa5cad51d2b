import { searchQuerySchema } from '../blog/search-query';
import { parsePageSegment } from '../catalogue/slugs';

// Page paths whose existence only the database knows: a reviews page past the last review, a
// blog search page past the last result. proxy.ts asks (lib/pages/data-check-run.ts) after
// the route checks, so such a page gets the complete prerendered 404 with status 404, like any
// unknown path, instead of its own notFound(), which Next renders on a dynamic page as an empty
// shell until JavaScript runs (docs/decisions/0008-static-404.md, Next issue #62228). This part
// is pure: which question a path asks.

export type DataCheck =
  | { kind: 'reviews-page'; page: number }
  | { kind: 'blog-search-page'; page: number; query: string };

const REVIEWS_PAGE = /^\/customer-feedbacks\/([^/]+)$/;
const SEARCH_PAGE = /^\/blog\/search\/([1-9]\d{0,5})\/?$/;

/**
 * The question an unprefixed, normalised page path asks the database, or null when it asks
 * none. Page 1 of either always exists, and what the route and query checks refuse never gets
 * here, so only later pages with a valid term ask.
 */
export function dataCheckOf(rest: string, search: URLSearchParams): DataCheck | null {
  const reviews = REVIEWS_PAGE.exec(rest);
  if (reviews) {
    const page = parsePageSegment(reviews[1]!);
    return page === null ? null : { kind: 'reviews-page', page };
  }
  const later = SEARCH_PAGE.exec(rest);
  if (later) {
    const page = Number(later[1]);
    const query = searchQuerySchema.safeParse(search.get('q') ?? '');
    return page >= 2 && query.success
      ? { kind: 'blog-search-page', page, query: query.data }
      : null;
  }
  return null;
}
