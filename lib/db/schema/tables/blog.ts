import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

// The blog, as read from content/blog/ by the seed step at every start (lib/blog/seed.ts): the
// files are the only source, and the step replaces these rows with what they say, so the
// database cannot drift from them (docs/blog.md). Nothing else writes here.

/** PostgreSQL's tsvector: the article's search document, built in SQL by the seed step. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A blog author: a desk of the site's editorial team, with its bio in every locale. */
export const blogAuthors = pgTable('blog_authors', {
  slug: text('slug').primaryKey(),
  /** Locale -> name, {brand} filled in (every locale has one: lib/blog/source.ts checks it). */
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  /** Locale -> bio (every locale has one: lib/blog/source.ts checks it). */
  bio: jsonb('bio').$type<Record<string, string>>().notNull(),
  /** The avatar's colour, #rrggbb. */
  color: text('color').notNull(),
  /** Pages of this site the author's page links to ("/providers"). */
  links: jsonb('links').$type<string[]>().notNull(),
  /** Order on /blog/authors/. */
  position: integer('position').notNull(),
});

/** A tag with its name in every locale. */
export const blogTags = pgTable('blog_tags', {
  slug: text('slug').primaryKey(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull(),
});

/** One article in one locale: a row exists only for a locale the article is written in. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** The excerpt shown in listings and used as the meta description. */
    summary: text('summary').notNull(),
    /** The Markdown body, placeholders unfilled; rendered through lib/content/pipeline.ts. */
    body: text('body').notNull(),
    /** The body as plain text (search snippets, reading time). */
    plainText: text('plain_text').notNull(),
    author: text('author')
      .notNull()
      .references(() => blogAuthors.slug),
    tags: text('tags').array().notNull(),
    published: date('published', { mode: 'string' }).notNull(),
    updated: date('updated', { mode: 'string' }),
    readingMinutes: integer('reading_minutes').notNull(),
    /** The table of contents: [{ depth, id, text }]. */
    headings: jsonb('headings')
      .$type<Array<{ depth: 2 | 3; id: string; text: string }>>()
      .notNull(),
    /** The cover under public/ ("/blog/covers/<slug>.webp"), its size and 10x10 blurred preview. */
    cover: text('cover').notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    coverBlur: text('cover_blur').notNull(),
    /** The PostgreSQL text search configuration of the locale ('english', 'german', 'simple'). */
    searchConfig: text('search_config').notNull(),
    search: tsvector('search').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.slug, table.locale] }),
    index('blog_articles_locale_idx').on(table.locale, table.published),
    index('blog_articles_tags_idx').using('gin', table.tags),
    index('blog_articles_search_idx').using('gin', table.search),
    index('blog_articles_author_idx').on(table.author),
  ],
);
