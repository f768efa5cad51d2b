import 'server-only';
import type { ElementContent, Root as HastRoot, RootContent } from 'hast';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { brand } from '../brand';
import { fillPlaceholders, renderMarkdown } from '../content/pipeline';
import { blogArticles, blogAuthors, blogTags } from '../db/schema';
import type { SeedStep, SeedTarget } from '../db/seed';
import { locales, type Locale } from '../i18n/locales';
import { processSingleton } from '../process-singleton.mjs';
import { searchConfig } from './search-config';
import { coverPath, readBlogSource, type ArticleFileSource } from './source';

// The blog's seed step: at every start, inside the seed's transaction (under the migration lock),
// the blog tables are emptied and filled again from content/blog/ (./source.ts). The files are
// the only source, so the database can never hold an article, author or tag they do not; a
// malformed file stops the start with its name (docs/blog.md).

const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'h4', 'td', 'th', 'blockquote', 'pre', 'tr']);

/** The text of a rendered body, with a line break after each block so words do not run on. */
export function plainText(tree: HastRoot): string {
  const parts: string[] = [];
  const visit = (node: HastRoot | ElementContent | RootContent) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'element' || node.type === 'root') {
      node.children.forEach(visit);
      if (node.type === 'element' && BLOCKS.has(node.tagName)) parts.push('\n');
    }
  };
  visit(tree);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const WORDS_PER_MINUTE = 220;
/** Japanese, Chinese and Korean characters read per minute, where words are not spaced. */
const CJK_PER_MINUTE = 500;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/g;

/** Minutes to read a text, at least one. */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + cjk / CJK_PER_MINUTE));
}

interface Cover {
  width: number;
  height: number;
  /** A 10x10 WebP of the cover, blurred, as a data URL: shown until the image loads. */
  blur: string;
}

/** The cover's size and its blurred 10x10 preview (the spec's placeholder: 10x10, quality 50, blur 3). */
export async function readCover(file: string): Promise<Cover> {
  const image = sharp(file);
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error(`${file}: not an image`);
  const preview = await sharp(file)
    .resize(10, 10, { fit: 'fill' })
    .blur(3)
    .webp({ quality: 50 })
    .toBuffer();
  return { width, height, blur: `data:image/webp;base64,${preview.toString('base64')}` };
}

function filled(
  values: Record<Locale, string>,
  placeholders: Record<string, string>,
  file: string,
): Record<string, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, fillPlaceholders(values[locale], placeholders, file)]),
  );
}

function articleRow(file: ArticleFileSource, placeholders: Record<string, string>, cover: Cover) {
  const rendered = renderMarkdown(file.body, { values: placeholders, file: file.file });
  if (rendered.blocks.length > 0) throw new Error(`${file.file}: a blog article has no slots`);
  const text = plainText(rendered.tree);
  const title = fillPlaceholders(file.meta.title, placeholders, file.file);
  const summary = fillPlaceholders(file.meta.summary, placeholders, file.file);
  const config = searchConfig(file.locale);
  return {
    slug: file.slug,
    locale: file.locale,
    title,
    summary,
    body: file.body,
    plainText: text,
    author: file.meta.author,
    tags: file.meta.tags,
    published: file.meta.published,
    updated: file.meta.updated ?? null,
    readingMinutes: readingMinutes(text),
    headings: rendered.headings,
    cover: coverPath(file.slug).src,
    coverWidth: cover.width,
    coverHeight: cover.height,
    coverBlur: cover.blur,
    searchConfig: config,
    // Title first, then the excerpt, then the body: ts_rank weighs a match in each accordingly.
    search: sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${summary}), 'B') || setweight(to_tsvector(${config}::regconfig, ${text}), 'C')`,
  };
}

interface PreparedBlog {
  authors: Array<typeof blogAuthors.$inferInsert>;
  tags: Array<typeof blogTags.$inferInsert>;
  articles: Array<ReturnType<typeof articleRow>>;
}

/** Reads, renders and measures the files once per process and brand name (tests seed often). */
const prepared = processSingleton('blog-prepared', () => new Map<string, Promise<PreparedBlog>>());

async function prepareBlog(brandName: string): Promise<PreparedBlog> {
  const source = readBlogSource();
  const placeholders = { brand: brandName };
  const covers = new Map<string, Cover>();
  for (const file of source.articles) {
    if (!covers.has(file.slug)) covers.set(file.slug, await readCover(coverPath(file.slug).file));
  }
  return {
    authors: source.authors.map((author, index) => ({
      slug: author.slug,
      name: filled(author.name, placeholders, `content/blog/authors.yaml (${author.slug})`),
      bio: filled(author.bio, placeholders, `content/blog/authors.yaml (${author.slug})`),
      color: author.color,
      links: author.links,
      position: index + 1,
    })),
    tags: source.tags.map((tag, index) => ({ ...tag, position: index + 1 })),
    articles: source.articles.map((file) => articleRow(file, placeholders, covers.get(file.slug)!)),
  };
}

/** Replaces the blog tables' rows with what content/blog/ says. */
export async function writeBlog(tx: SeedTarget): Promise<void> {
  const name = brand().name;
  const cache = prepared();
  let blog = cache.get(name);
  if (!blog) {
    blog = prepareBlog(name);
    cache.set(name, blog);
    // A failure is not kept: the next start reads the files again.
    blog.catch(() => cache.delete(name));
  }
  const { authors, tags, articles } = await blog;
  await tx.delete(blogArticles);
  await tx.delete(blogTags);
  await tx.delete(blogAuthors);
  if (authors.length > 0) await tx.insert(blogAuthors).values(authors);
  if (tags.length > 0) await tx.insert(blogTags).values(tags);
  for (const article of articles) await tx.insert(blogArticles).values(article);
}

export const blogSeedStep: SeedStep = { write: writeBlog, invalidates: ['blog'] };
