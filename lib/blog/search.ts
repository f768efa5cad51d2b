import 'server-only';
import { and, asc, desc, sql } from 'drizzle-orm';
import { blogDb } from './db';
import { blogArticles } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { BLOG_PAGE_SIZE } from './manifest';
import { cardColumns, pageOf, toCards, visibleIn } from './queries';
import { UNSPACED_LOCALES } from './search-config';
import type { SearchHit } from './types';

// Full-text search over the articles a listing in the reader's locale shows (docs/blog.md): each
// row is matched with its own language's text search configuration (German stems for a German
// article, English for an English one), ranked by ts_rank_cd with the title weighed above the
// excerpt above the body, and given a snippet by ts_headline. The same SQL runs on PGlite and on
// PostgreSQL. Japanese is not spaced into words, so there the query also matches as a substring.

/** Marks around matched words in ts_headline's output; control characters, so never in a text. */
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=32, MinWords=16, MaxFragments=2, FragmentDelimiter=" … "`;
/** Characters of context on each side of a substring match (Japanese). */
const CONTEXT = 60;

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  page: number;
  pages: number;
  total: number;
}

/** ts_headline's string as parts, the marked ones flagged. */
export function snippetParts(headline: string): SearchHit['snippet'] {
  const parts: SearchHit['snippet'] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, mark: index % 2 === 1 });
  }
  return parts;
}

/** A snippet around the first occurrence of `query` in `text` (for a substring match). */
export function substringSnippet(text: string, query: string): SearchHit['snippet'] {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return [{ text: text.slice(0, CONTEXT * 2), mark: false }];
  const start = Math.max(0, at - CONTEXT);
  const end = Math.min(text.length, at + query.length + CONTEXT);
  return [
    { text: `${start > 0 ? '…' : ''}${text.slice(start, at)}`, mark: false },
    { text: text.slice(at, at + query.length), mark: true },
    { text: `${text.slice(at + query.length, end)}${end < text.length ? '…' : ''}`, mark: false },
  ].filter((part) => part.text !== '');
}

/** Escapes LIKE's wildcards so the query matches as typed. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const tsqueryOf = (query: string) =>
  sql`websearch_to_tsquery(${blogArticles.searchConfig}::regconfig, ${query})`;

/** The rows `query` finds in `locale`'s listing: its text search, or a substring where unspaced. */
function matching(locale: Locale, query: string) {
  const tsquery = tsqueryOf(query);
  const substring = UNSPACED_LOCALES.includes(locale)
    ? sql` or ${blogArticles.title} ilike ${likePattern(query)} or ${blogArticles.plainText} ilike ${likePattern(query)}`
    : sql``;
  return and(visibleIn(locale), sql`(${blogArticles.search} @@ ${tsquery}${substring})`);
}

/**
 * Whether `searchArticles` has that page, with one count and no ranking: proxy.ts asks before
 * the page renders, so that a page past the results gets the complete static 404.
 */
export async function searchPageExists(
  locale: Locale,
  query: string,
  page: number,
): Promise<boolean> {
  return (await pageOf(await blogDb(), matching(locale, query), page)) !== undefined;
}

/**
 * One page of results for `query` in `locale`. Undefined for a page past the last one (and for
 * any page but the first when nothing matches): the page answers 404.
 */
export async function searchArticles(
  locale: Locale,
  query: string,
  page = 1,
): Promise<SearchResults | undefined> {
  const db = await blogDb();
  const tsquery = tsqueryOf(query);
  const where = matching(locale, query);
  const paging = await pageOf(db, where, page);
  if (!paging) return undefined;

  const rank = sql<number>`ts_rank_cd(${blogArticles.search}, ${tsquery})`;
  const rows = await db
    .select({
      ...cardColumns,
      plainText: blogArticles.plainText,
      matched: sql<boolean>`${blogArticles.search} @@ ${tsquery}`,
      headline: sql<string>`ts_headline(${blogArticles.searchConfig}::regconfig, ${blogArticles.plainText}, ${tsquery}, ${HEADLINE_OPTIONS})`,
    })
    .from(blogArticles)
    .where(where)
    .orderBy(
      sql`(${blogArticles.locale} = ${locale}) desc`,
      desc(rank),
      desc(blogArticles.published),
      asc(blogArticles.slug),
    )
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);

  const cards = await toCards(rows, locale);
  const hits = cards.map((card, index) => {
    const row = rows[index]!;
    const snippet = row.matched
      ? snippetParts(row.headline)
      : substringSnippet(row.plainText.replace(/\n/g, ' '), query);
    return { ...card, snippet };
  });
  return { query, hits, page, ...paging };
}
