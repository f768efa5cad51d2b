import { setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { SearchView, type SearchState } from '@/components/blog/search-view';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { searchQuerySchema } from '@/lib/blog/search-query';
import { gatedSearch } from '@/lib/blog/search-gate';
import { RESPONSE_SLOT_HEADER, requestResponseStatus } from '@/lib/http/response-status.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { blogMetadata } from '../blog-route';

// /blog/search/?q=… and /blog/search/{n}/?q=…: rendered per request (the query is the visitor's),
// never indexed. The query is validated (lib/blog/search-query.ts): a bad one shows
// why and searches nothing. A page past the end of the results is the blog's 404. A search goes
// through lib/blog/search-gate.ts (a short result cache, the client's and the global limit, a
// bulkhead); a refused one shows why, with 429 or 503 and Retry-After
// (lib/http/response-status.mjs sets the status).

/** The first `q` of the query string, as the visitor typed it. */
export function queryParam(searchParams: Record<string, string | string[] | undefined>): string {
  const value = searchParams.q;
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** What the rate limit counts by: the client's address, as the server set it. */
async function clientRequest(): Promise<Request> {
  const address = (await headers()).get(CLIENT_IP_HEADER) ?? '';
  return new Request('http://localhost/blog/search', { headers: { [CLIENT_IP_HEADER]: address } });
}

export async function searchMetadata(locale: Locale, page: number) {
  return blogMetadata(locale, routes.blogSearch(page), 'blogSearch', { page }, true);
}

export async function renderSearch(locale: Locale, raw: string, page: number) {
  setRequestLocale(locale);
  let state: SearchState;
  if (raw.trim() === '') {
    if (page > 1) notFound();
    state = { kind: 'empty' };
  } else {
    const query = searchQuerySchema.safeParse(raw);
    if (!query.success) {
      if (page > 1) notFound();
      state = { kind: 'invalid', query: raw.slice(0, 100) };
    } else {
      const outcome = await gatedSearch(await clientRequest(), locale, query.data, page);
      if (outcome.kind === 'results') {
        if (!outcome.results) notFound();
        state = { kind: 'results', results: outcome.results };
      } else {
        const incoming = await headers();
        requestResponseStatus(
          incoming.get(RESPONSE_SLOT_HEADER),
          outcome.kind === 'busy' ? 503 : 429,
          { 'Retry-After': String(outcome.retryAfter) },
        );
        state = { kind: outcome.kind, query: query.data, retryAfter: outcome.retryAfter };
      }
    }
  }
  return <SearchView locale={locale} state={state} />;
}
