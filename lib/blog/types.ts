import type { Locale } from '../i18n/locales';
import type { ContentHeading } from '../content/tree';

// The blog's shapes as pages use them (lib/blog/queries.ts builds them from the database).

export interface BlogAuthor {
  slug: string;
  /** In the reader's locale, {brand} filled in. */
  name: string;
  bio: string;
  /** The avatar's colour, #rrggbb. */
  color: string;
  /** Pages of this site the author's page links to ("/providers"). */
  links: string[];
}

export interface BlogTag {
  slug: string;
  /** In the reader's locale. */
  name: string;
}

export interface BlogCover {
  /** Under public/: "/blog/covers/<slug>.webp". */
  src: `/${string}`;
  width: number;
  height: number;
  /** The 10x10 blurred preview, a data URL. */
  blur: string;
}

/** An article as a listing shows it. */
export interface ArticleCard {
  slug: string;
  /** The language it is shown in: the reader's, or English when it is not written in theirs. */
  locale: Locale;
  title: string;
  summary: string;
  author: { slug: string; name: string; color: string };
  tags: BlogTag[];
  /** YYYY-MM-DD. */
  published: string;
  updated: string | null;
  readingMinutes: number;
  cover: BlogCover;
  /** True when the reader's locale has no version and this is the English one. */
  english: boolean;
}

/** An article page: the card, its Markdown body, its outline and its languages. */
export interface BlogArticle extends ArticleCard {
  /** Markdown, placeholders unfilled (lib/content/pipeline.ts renders it). */
  body: string;
  headings: ContentHeading[];
  /** The locales it is written in, in the site's order. */
  locales: Locale[];
}

/** A search hit: the card and a snippet with the matched words marked. */
export interface SearchHit extends ArticleCard {
  /** The snippet as text and marked parts, in order: render `mark` parts in <mark>. */
  snippet: Array<{ text: string; mark: boolean }>;
}
