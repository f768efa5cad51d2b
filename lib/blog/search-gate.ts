import 'server-only';
import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import { ApiError } from '../api/errors';
import { RATE_LIMITS } from '../api/limits';
import { enforceRateLimit } from '../api/rate-limit';
import { Lru } from '../cache/lru';
import type { Locale } from '../i18n/locales';
import { processSingleton } from '../process-singleton.mjs';
import { searchArticles, type SearchResults } from './search';

// What stands between a visitor's search and the database (security review 2026-12, M1). Each
// search ran two SQL statements on the site's own database, which in embedded mode (PGlite) runs
// on the Node thread that also serves swap reads: ten clients searching took a swap read from
// 12 ms to half a second. So:
// 1. a result seen in the last 45 s is answered from a bounded cache, keyed by the locale, the
//    normalised query and the page; it costs no database time and counts against no limit;
// 2. anything else counts against the client's limit and the global one (lib/api/limits.ts
//    blogSearch); over either, the search is refused ("rate_limited", with the seconds to wait);
// 3. then it runs in a bulkhead: at most SEARCH_CONCURRENCY searches at once and SEARCH_QUEUE
//    waiting; past that it is refused as "busy", so searches can never hold more than two
//    turns of the database thread. Swap traffic does not go through it.
// The page answers a refusal with 429 or 503, Retry-After and its own text (search-route.tsx).

export const SEARCH_CONCURRENCY = 2;
export const SEARCH_QUEUE = 4;
export const SEARCH_CACHE_TTL_MS = 45_000;
const SEARCH_CACHE_ENTRIES = 1_000;
/** What a busy search is told to wait: a search takes well under a second. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export type GatedSearch =
  | { kind: 'results'; results: SearchResults | undefined }
  | { kind: 'rate_limited' | 'busy'; retryAfter: number };

const gate = processSingleton('blog-search-gate', () => ({
  bulkhead: bulkhead(SEARCH_CONCURRENCY, SEARCH_QUEUE),
  // null: a page past the end of the results (the page answers 404).
  results: new Lru<SearchResults | null>({
    maxEntries: SEARCH_CACHE_ENTRIES,
    ttlMs: SEARCH_CACHE_TTL_MS,
  }),
}));

/** The query as it is searched and cached: Unicode NFC, runs of spaces as one, trimmed. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * One page of results for a valid query (lib/blog/search-query.ts), or why it was
 * refused. `request` carries the client's address (CLIENT_IP_HEADER) for the limit.
 */
export async function gatedSearch(
  request: Request,
  locale: Locale,
  query: string,
  page: number,
  search: typeof searchArticles = searchArticles,
): Promise<GatedSearch> {
  const { bulkhead: slots, results } = gate();
  const normalised = normaliseQuery(query);
  const key = `${locale}\n${page}\n${normalised}`;
  const cached = results.get(key);
  if (cached !== undefined) return { kind: 'results', results: cached ?? undefined };
  try {
    await enforceRateLimit(request, RATE_LIMITS.blogSearch);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'rate_limited') {
      return { kind: 'rate_limited', retryAfter: error.retryAfter ?? 60 };
    }
    throw error;
  }
  try {
    const found = await results.load(key, async () =>
      slots.execute(async () => (await search(locale, normalised, page)) ?? null),
    );
    return { kind: 'results', results: found ?? undefined };
  } catch (error) {
    if (error instanceof BulkheadRejectedError) {
      return { kind: 'busy', retryAfter: BUSY_RETRY_AFTER_SECONDS };
    }
    throw error;
  }
}

/** The gate's state (tests). */
export const blogSearchGate = gate;
