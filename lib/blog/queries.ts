import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { cachedRead } from '../cache/tags';
import { blogDb } from './db';
import { blogArticles, blogAuthors, blogTags } from '../db/schema';
import type { Db } from '../db/types';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { BLOG_PAGE_SIZE, pageCount } from './manifest';
import type { ArticleCard, BlogArticle, BlogAuthor, BlogTag } from './types';

// The blog's reads, in SQL on the tables the seed step fills from content/blog/ (./seed.ts), the
// same on PGlite and on a PostgreSQL server. A listing in a locale shows each article once: in
// that locale when it is written in it, else in English (marked as such), the locale's own
// articles first, newest first within each group.

const TTL_MS = 10 * 60_000;

const people = cachedRead(
  async () => {
    const db = await blogDb();
    const [authors, tags] = await Promise.all([
      db.select().from(blogAuthors).orderBy(asc(blogAuthors.position)),
      db.select().from(blogTags).orderBy(asc(blogTags.position)),
    ]);
    return { authors, tags };
  },
  { tags: ['blog'], ttlMs: TTL_MS },
);

function pick(values: Record<string, string>, locale: Locale): string {
  return values[locale] ?? values[defaultLocale] ?? '';
}

/** Every author, in the order of content/blog/authors.yaml, named in `locale`. */
export async function listAuthors(locale: Locale): Promise<BlogAuthor[]> {
  const { authors } = await people.get();
  return authors.map((author) => ({
    slug: author.slug,
    name: pick(author.name, locale),
    bio: pick(author.bio, locale),
    color: author.color,
    links: author.links,
  }));
}

/** Every tag, in the order of content/blog/tags.yaml, named in `locale`. */
export async function listTags(locale: Locale): Promise<BlogTag[]> {
  const { tags } = await people.get();
  return tags.map((tag) => ({ slug: tag.slug, name: pick(tag.names, locale) }));
}

export async function findAuthor(slug: string, locale: Locale): Promise<BlogAuthor | undefined> {
  return (await listAuthors(locale)).find((author) => author.slug === slug);
}

export async function findTag(slug: string, locale: Locale): Promise<BlogTag | undefined> {
  return (await listTags(locale)).find((tag) => tag.slug === slug);
}

/** Rows an index in `locale` shows: the locale's own, and English ones not written in it. */
export function visibleIn(locale: Locale): SQL {
  if (locale === defaultLocale) return eq(blogArticles.locale, defaultLocale);
  return sql`(${blogArticles.locale} = ${locale} or (${blogArticles.locale} = ${defaultLocale} and not exists (select 1 from blog_articles as other where other.slug = ${blogArticles.slug} and other.locale = ${locale})))`;
}

export interface ListingFilter {
  tag?: string;
  author?: string;
  /** Leave this article out (related articles). */
  except?: string;
}

function filterSql(locale: Locale, filter: ListingFilter): SQL | undefined {
  return and(
    visibleIn(locale),
    filter.tag ? sql`${blogArticles.tags} @> array[${filter.tag}]::text[]` : undefined,
    filter.author ? eq(blogArticles.author, filter.author) : undefined,
    filter.except ? sql`${blogArticles.slug} <> ${filter.except}` : undefined,
  );
}

/** The columns a card is made of (./search.ts selects them too). */
export const cardColumns = {
  slug: blogArticles.slug,
  locale: blogArticles.locale,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  tags: blogArticles.tags,
  published: blogArticles.published,
  updated: blogArticles.updated,
  readingMinutes: blogArticles.readingMinutes,
  cover: blogArticles.cover,
  coverWidth: blogArticles.coverWidth,
  coverHeight: blogArticles.coverHeight,
  coverBlur: blogArticles.coverBlur,
};

interface CardRow {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  author: string;
  tags: string[];
  published: string;
  updated: string | null;
  readingMinutes: number;
  cover: string;
  coverWidth: number;
  coverHeight: number;
  coverBlur: string;
}

/** Cards of rows, with author and tag names in the reader's locale. */
export async function toCards(rows: readonly CardRow[], locale: Locale): Promise<ArticleCard[]> {
  const [authors, tags] = await Promise.all([listAuthors(locale), listTags(locale)]);
  return rows.map((row) => {
    const author = authors.find((candidate) => candidate.slug === row.author);
    return {
      slug: row.slug,
      locale: row.locale as Locale,
      title: row.title,
      summary: row.summary,
      author: { slug: row.author, name: author?.name ?? row.author, color: author?.color ?? '' },
      tags: row.tags.flatMap((slug) => tags.filter((tag) => tag.slug === slug)),
      published: row.published,
      updated: row.updated,
      readingMinutes: row.readingMinutes,
      cover: {
        src: row.cover as `/${string}`,
        width: row.coverWidth,
        height: row.coverHeight,
        blur: row.coverBlur,
      },
      english: row.locale !== locale,
    };
  });
}

/**
 * How many articles match `where` and over how many pages; undefined when `page` is not one of
 * them (the first page of nothing exists, empty). Listings and search page alike.
 */
export async function pageOf(
  db: Db,
  where: SQL | undefined,
  page: number,
): Promise<{ total: number; pages: number } | undefined> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(blogArticles)
    .where(where);
  const total = row?.total ?? 0;
  const pages = pageCount(total);
  return Number.isInteger(page) && page >= 1 && page <= pages ? { total, pages } : undefined;
}

export interface ArticlePage {
  articles: ArticleCard[];
  page: number;
  pages: number;
  total: number;
}

/**
 * One page of a listing in `locale`: the whole blog, a tag's or an author's articles. Undefined
 * past the last page (the page answers 404); the first page of an empty listing is empty.
 */
export async function listArticles(
  locale: Locale,
  page: number,
  filter: ListingFilter = {},
): Promise<ArticlePage | undefined> {
  const db = await blogDb();
  const where = filterSql(locale, filter);
  const paging = await pageOf(db, where, page);
  if (!paging) return undefined;
  const rows = await db
    .select(cardColumns)
    .from(blogArticles)
    .where(where)
    .orderBy(
      sql`(${blogArticles.locale} = ${locale}) desc`,
      desc(blogArticles.published),
      asc(blogArticles.slug),
    )
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return { articles: await toCards(rows, locale), page, ...paging };
}

/** How many articles each tag and each author has, as a listing in any locale shows them. */
export async function listingCounts(): Promise<{
  tags: Map<string, number>;
  authors: Map<string, number>;
}> {
  const db = await blogDb();
  const english = eq(blogArticles.locale, defaultLocale);
  const [tagRows, authorRows] = await Promise.all([
    db
      .select({
        slug: sql<string>`unnest(${blogArticles.tags})`,
        count: sql<number>`count(*)::int`,
      })
      .from(blogArticles)
      .where(english)
      .groupBy(sql`1`),
    db
      .select({ slug: blogArticles.author, count: sql<number>`count(*)::int` })
      .from(blogArticles)
      .where(english)
      .groupBy(blogArticles.author),
  ]);
  return {
    tags: new Map(tagRows.map((row) => [row.slug, row.count])),
    authors: new Map(authorRows.map((row) => [row.slug, row.count])),
  };
}

/** The article in `locale`, or undefined when it is not written in it. */
export async function findArticle(slug: string, locale: Locale): Promise<BlogArticle | undefined> {
  const db = await blogDb();
  const [row] = await db
    .select({ ...cardColumns, body: blogArticles.body, headings: blogArticles.headings })
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), eq(blogArticles.locale, locale)));
  if (!row) return undefined;
  const written = await db
    .select({ locale: blogArticles.locale })
    .from(blogArticles)
    .where(eq(blogArticles.slug, slug));
  const [card] = await toCards([row], locale);
  const have = new Set(written.map((entry) => entry.locale));
  return {
    ...card!,
    body: row.body,
    headings: row.headings,
    locales: locales.filter((candidate) => have.has(candidate)),
  };
}

/**
 * Up to `limit` other articles for the end of an article: those sharing the most tags first, then
 * the newest; as the listing in `locale` shows them.
 */
export async function relatedArticles(
  article: Pick<BlogArticle, 'slug' | 'tags'>,
  locale: Locale,
  limit = 3,
): Promise<ArticleCard[]> {
  const db = await blogDb();
  const tagSlugs = article.tags.map((tag) => tag.slug);
  const shared = sql`cardinality(array(select unnest(${blogArticles.tags}) intersect select unnest(array[${sql.join(
    tagSlugs.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[])))`;
  const rows = await db
    .select(cardColumns)
    .from(blogArticles)
    .where(filterSql(locale, { except: article.slug }))
    .orderBy(
      desc(shared),
      sql`(${blogArticles.locale} = ${locale}) desc`,
      desc(blogArticles.published),
      asc(blogArticles.slug),
    )
    .limit(limit);
  return toCards(rows, locale);
}

/** Every article a feed or sitemap lists in `locale` (the listing's set), newest first. */
export async function allVisibleArticles(locale: Locale): Promise<ArticleCard[]> {
  const db = await blogDb();
  const rows = await db
    .select(cardColumns)
    .from(blogArticles)
    .where(visibleIn(locale))
    .orderBy(desc(blogArticles.published), asc(blogArticles.slug));
  return toCards(rows, locale);
}

/** Each article's slug, the locales it is written in and its last change (the sitemap). */
export async function articleVersions(): Promise<
  Array<{ slug: string; locales: Locale[]; lastModified: string }>
> {
  const db = await blogDb();
  const rows = await db
    .select({
      slug: blogArticles.slug,
      locale: blogArticles.locale,
      published: blogArticles.published,
      updated: blogArticles.updated,
    })
    .from(blogArticles)
    .orderBy(asc(blogArticles.slug));
  const bySlug = new Map<string, { locales: Set<string>; lastModified: string }>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? { locales: new Set(), lastModified: row.published };
    entry.locales.add(row.locale);
    const changed = row.updated ?? row.published;
    if (changed > entry.lastModified) entry.lastModified = changed;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug].map(([slug, entry]) => ({
    slug,
    locales: locales.filter((locale) => entry.locales.has(locale)),
    lastModified: entry.lastModified,
  }));
}
