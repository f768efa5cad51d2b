import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { z } from 'zod';
import { brand } from '../brand';
import { defaultLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { baseFrontMatter, splitFrontMatter, type BaseFrontMatter } from './front-matter';
import { fillPlaceholders, renderMarkdown } from './pipeline';
import type { ContentHeading } from './tree';

// Content files: content/<collection>/<slug>/<locale>.md (docs/content.md). Read when a page
// renders, which for static pages is `next build`; nothing here runs in the browser.

/** A kind of content (legal texts, later blog articles, press) and the front matter it requires. */
export interface Collection<Meta extends BaseFrontMatter> {
  name: string;
  schema: z.ZodType<Meta>;
}

export function defineCollection<Meta extends BaseFrontMatter = BaseFrontMatter>(
  name: string,
  schema: z.ZodType<Meta> = baseFrontMatter as unknown as z.ZodType<Meta>,
): Collection<Meta> {
  if (!SAFE_NAME.test(name)) throw new RangeError(`not a collection name: "${name}"`);
  return { name, schema };
}

export interface ContentDocument<Meta extends BaseFrontMatter> {
  collection: string;
  slug: string;
  /** The locale the page asked for. */
  locale: Locale;
  /** The language of `meta` (title, summary): `locale`, or English when it has no file. */
  metaLocale: Locale;
  /** The language of the body: differs from `locale` when the body is a fallback. */
  bodyLocale: Locale;
  /** True when the body is not in the locale asked for (the page says so). */
  fallback: boolean;
  /** Front matter, with `updated` taken from the file the body comes from. */
  meta: Meta;
  /** The sanitised body (components/content/content-body.tsx renders it). */
  tree: HastRoot;
  headings: ContentHeading[];
  blocks: string[];
}

const SAFE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where content files live; a function so tests can point it elsewhere. */
export function contentRoot(): string {
  return path.join(process.cwd(), 'content');
}

async function readSource(collection: string, slug: string, locale: Locale) {
  const file = path.join(contentRoot(), collection, slug, `${locale}.md`);
  try {
    return { file, source: await readFile(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The values of {brand} and {operator} in a body written in `locale` (lib/brand.ts). */
async function placeholderValues(locale: Locale): Promise<Record<string, string>> {
  const { name, operator } = brand();
  return {
    brand: name,
    operator: operator ?? (await loadMessages(locale)).Content.operatorFallback,
  };
}

function parseMeta<Meta extends BaseFrontMatter>(
  schema: z.ZodType<Meta>,
  data: unknown,
  file: string,
) {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`${file}: invalid front matter (${problems.join('; ')})`);
  }
  return parsed.data;
}

/**
 * One document in one locale. Without a file for `locale`, the English file serves (fallback:
 * true); a file with `bodyLocale: en` has its own title and summary and English's body. Returns
 * null when neither exists. Bad front matter, an h1 or an unknown placeholder throw, which fails
 * the build of a static page.
 */
export async function loadContent<Meta extends BaseFrontMatter>(
  collection: Collection<Meta>,
  slug: string,
  locale: Locale,
): Promise<ContentDocument<Meta> | null> {
  if (!SAFE_NAME.test(slug)) return null;
  const own = await readSource(collection.name, slug, locale);
  const metaFile = own ?? (await readSource(collection.name, slug, defaultLocale));
  if (!metaFile) return null;
  const metaLocale = own ? locale : defaultLocale;
  const metaPart = splitFrontMatter(metaFile.source, metaFile.file);
  let meta = parseMeta(collection.schema, metaPart.data, metaFile.file);

  let bodyLocale = metaLocale;
  let body = metaPart.body;
  let bodyFile = metaFile.file;
  if (meta.bodyLocale && meta.bodyLocale !== metaLocale) {
    if (body.trim() !== '') throw new Error(`${metaFile.file}: bodyLocale is set, so no body`);
    const other = await readSource(collection.name, slug, meta.bodyLocale);
    if (!other) throw new Error(`${metaFile.file}: no ${meta.bodyLocale}.md to take the body from`);
    const otherPart = splitFrontMatter(other.source, other.file);
    const otherMeta = parseMeta(collection.schema, otherPart.data, other.file);
    if (otherMeta.bodyLocale) throw new Error(`${other.file}: a body source has no bodyLocale`);
    bodyLocale = meta.bodyLocale;
    body = otherPart.body;
    bodyFile = other.file;
    meta = { ...meta, updated: otherMeta.updated };
  }

  const bodyValues = await placeholderValues(bodyLocale);
  const metaValues = bodyLocale === metaLocale ? bodyValues : await placeholderValues(metaLocale);
  const rendered = renderMarkdown(body, { values: bodyValues, file: bodyFile });
  return {
    collection: collection.name,
    slug,
    locale,
    metaLocale,
    bodyLocale,
    fallback: bodyLocale !== locale,
    meta: {
      ...meta,
      title: fillPlaceholders(meta.title, metaValues, metaFile.file),
      summary: fillPlaceholders(meta.summary, metaValues, metaFile.file),
    },
    ...rendered,
  };
}
