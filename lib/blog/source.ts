import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { baseFrontMatter, splitFrontMatter } from '../content/front-matter';
import { defaultLocale, isLocale, locales, type Locale } from '../i18n/locales';

// The blog's files (docs/blog.md): the one source of every article, author and tag.
//
//   content/blog/authors.yaml            the authors: name and bio in every locale, colour, links
//   content/blog/tags.yaml               the tags: a name in every locale
//   content/blog/<slug>/<locale>.md      an article in one locale (en.md is required)
//   public/blog/covers/<slug>.webp       its cover (scripts/blog-covers.mjs draws new ones)
//
// Read synchronously and with no database: proxy.ts's article check (lib/blog/manifest.ts) and
// the seed step (lib/blog/seed.ts), which copies all of it into the database at every start, read
// the same files through this module, so what the check lets through is what the pages find.
// Anything malformed throws, which stops the start and fails the tests. The folders are read at
// run time (turbopackIgnore keeps the build from tracing the whole project through them), so
// content/blog/ and public/ ship with the app, as lib/db/migrations does.

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Path segments under /blog/ that name listings, so no article may take them as its slug. */
export const RESERVED_SLUGS = ['page', 'search', 'authors', 'tag', 'feed'] as const;

const slug = z.string().regex(SLUG, 'lower-case letters, digits and single dashes');
const perLocale = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1)])) as Record<
    Locale,
    z.ZodString
  >,
);
/** An internal page path an author's page links to ("/providers"). */
const internalPath = z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'an unprefixed page path');

const authorsFile = z.record(
  slug,
  z.strictObject({
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour as #rrggbb'),
    links: z.array(internalPath).max(4).default([]),
    name: perLocale,
    bio: perLocale,
  }),
);
const tagsFile = z.record(slug, perLocale);

/** What an article's front matter holds, in addition to title, summary and updated. */
export const articleFrontMatter = baseFrontMatter
  .omit({ bodyLocale: true })
  .extend({
    summary: z.string().trim().min(1).max(220),
    published: z.iso.date(),
    author: slug,
    tags: z.array(slug).min(1).max(4),
  })
  .strict();

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

export interface AuthorSource {
  slug: string;
  color: string;
  links: string[];
  /** Locale -> name, `{brand}` not yet filled in. */
  name: Record<Locale, string>;
  bio: Record<Locale, string>;
}

export interface TagSource {
  slug: string;
  names: Record<Locale, string>;
}

export interface ArticleFileSource {
  slug: string;
  locale: Locale;
  meta: ArticleFrontMatter;
  /** The Markdown body, placeholders unfilled. */
  body: string;
  file: string;
}

export interface BlogSource {
  authors: AuthorSource[];
  tags: TagSource[];
  /** Every article file, English first within an article, articles in slug order. */
  articles: ArticleFileSource[];
}

/** Where the blog's files live (tests read other folders through readBlogSource's arguments). */
function blogRoot(): string {
  return path.join(process.cwd(), 'content', 'blog');
}

function publicRoot(): string {
  return path.join(process.cwd(), 'public');
}

/** The cover of an article, as a path under public/ and as a file. */
export function coverPath(
  articleSlug: string,
  publicDir = publicRoot(),
): { src: `/${string}`; file: string } {
  const src = `/blog/covers/${articleSlug}.webp` as const;
  return { src, file: path.join(publicDir, src) };
}

function fail(file: string, problem: string): never {
  throw new Error(`${file}: ${problem}`);
}

function parseWith<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    fail(file, `invalid (${problems.join('; ')})`);
  }
  return parsed.data;
}

function readYaml(file: string): unknown {
  return parseYaml(readFileSync(/* turbopackIgnore: true */ file, 'utf8'), { schema: 'core' });
}

/** Reads and checks every file of the blog. Throws on the first problem, naming its file. */
export function readBlogSource(root = blogRoot(), publicDir = publicRoot()): BlogSource {
  const authorsPath = path.join(root, 'authors.yaml');
  const tagsPath = path.join(root, 'tags.yaml');
  const authors = Object.entries(parseWith(authorsFile, readYaml(authorsPath), authorsPath)).map(
    ([key, author]) => ({ slug: key, ...author }),
  );
  const tags = Object.entries(parseWith(tagsFile, readYaml(tagsPath), tagsPath)).map(
    ([key, names]) => ({ slug: key, names }),
  );
  const authorSlugs = new Set(authors.map((author) => author.slug));
  const tagSlugs = new Set(tags.map((tag) => tag.slug));

  const articles: ArticleFileSource[] = [];
  const directories = readdirSync(/* turbopackIgnore: true */ root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const articleSlug of directories) {
    const dir = path.join(root, articleSlug);
    if (!SLUG.test(articleSlug)) fail(dir, 'not an article slug');
    if ((RESERVED_SLUGS as readonly string[]).includes(articleSlug)) {
      fail(dir, `"${articleSlug}" names a blog listing, so no article can have it`);
    }
    const files = readdirSync(/* turbopackIgnore: true */ dir).sort();
    if (!files.includes(`${defaultLocale}.md`)) fail(dir, `no ${defaultLocale}.md`);
    const ordered = [`${defaultLocale}.md`, ...files.filter((f) => f !== `${defaultLocale}.md`)];
    let english: ArticleFrontMatter | undefined;
    for (const name of ordered) {
      const file = path.join(dir, name);
      const locale = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !isLocale(locale)) fail(file, 'not <locale>.md');
      const { data, body } = splitFrontMatter(
        readFileSync(/* turbopackIgnore: true */ file, 'utf8'),
        file,
      );
      const meta = parseWith(articleFrontMatter, data, file);
      if (!authorSlugs.has(meta.author)) fail(file, `unknown author "${meta.author}"`);
      for (const tag of meta.tags) if (!tagSlugs.has(tag)) fail(file, `unknown tag "${tag}"`);
      if (body.trim() === '') fail(file, 'no body');
      if (english) {
        // One article in several languages: the same date, author and tags everywhere.
        for (const key of ['published', 'author'] as const) {
          if (meta[key] !== english[key]) fail(file, `${key} differs from ${defaultLocale}.md`);
        }
        if (meta.tags.join() !== english.tags.join()) fail(file, `tags differ from en.md`);
      } else {
        english = meta;
      }
      if (meta.updated && meta.updated < meta.published) fail(file, 'updated before published');
      articles.push({ slug: articleSlug, locale, meta, body, file });
    }
    const cover = coverPath(articleSlug, publicDir);
    if (!existsSync(/* turbopackIgnore: true */ cover.file)) {
      fail(cover.file, `missing: the cover of "${articleSlug}" (npm run blog:covers draws it)`);
    }
  }
  return { authors, tags, articles };
}
