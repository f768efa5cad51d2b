import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SearchView, type SearchState } from '@/components/blog/search-view';
import { searchArticles, searchQuerySchema } from '@/lib/blog/search';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { blogMetadata } from '../blog-route';

// /blog/search/?q=… and /blog/search/{n}/?q=…: rendered per request (the query is the visitor's),
// never indexed. The query is validated (lib/blog/search.ts searchQuerySchema): a bad one shows
// why and searches nothing. A page past the end of the results is the blog's 404.

/** The first `q` of the query string, as the visitor typed it. */
export function queryParam(searchParams: Record<string, string | string[] | undefined>): string {
  const value = searchParams.q;
  return (Array.isArray(value) ? value[0] : value) ?? '';
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
      const results = await searchArticles(locale, query.data, page);
      if (!results) notFound();
      state = { kind: 'results', results };
    }
  }
  return <SearchView locale={locale} state={state} />;
}
