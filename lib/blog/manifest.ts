import { processSingleton } from '../process-singleton.mjs';
import type { Locale } from '../i18n/locales';
import { readBlogSource } from './source';

// What proxy.ts's route checks need to know about the blog, without a database: which article
// exists in which locale, and how many articles each listing has. Read from the same files as the
// seed step (./source.ts), once per process: content/blog/ changes only with a deploy.

/** Articles per listing page: a 3 x 3 grid on a desktop (docs/blog.md). */
export const BLOG_PAGE_SIZE = 9;

export interface BlogManifest {
  /** Slug -> the locales the article is written in. */
  articles: ReadonlyMap<string, ReadonlySet<Locale>>;
  /** Author slug -> how many articles name it. */
  authors: ReadonlyMap<string, number>;
  /** Tag slug -> how many articles carry it. */
  tags: ReadonlyMap<string, number>;
}

function buildManifest(): BlogManifest {
  const source = readBlogSource();
  const articles = new Map<string, Set<Locale>>();
  const authors = new Map<string, number>(source.authors.map((author) => [author.slug, 0]));
  const tags = new Map<string, number>(source.tags.map((tag) => [tag.slug, 0]));
  for (const file of source.articles) {
    const known = articles.get(file.slug);
    if (known) {
      known.add(file.locale);
      continue;
    }
    articles.set(file.slug, new Set([file.locale]));
    // Every listing shows each article once in every locale (in the reader's language when it
    // is written in it, else in English), so counts are per article, not per file.
    authors.set(file.meta.author, (authors.get(file.meta.author) ?? 0) + 1);
    for (const tag of file.meta.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  return { articles, authors, tags };
}

const cached = processSingleton('blog-manifest', () => ({ value: null as BlogManifest | null }));

export function blogManifest(): BlogManifest {
  const slot = cached();
  slot.value ??= buildManifest();
  return slot.value;
}

/** Pages of a listing of `count` articles; an empty listing still has its first page. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
}

/** True when the article exists in that locale (the spec's blog-article check). */
export function articleExists(slug: string, locale: Locale): boolean {
  return blogManifest().articles.get(slug)?.has(locale) ?? false;
}
