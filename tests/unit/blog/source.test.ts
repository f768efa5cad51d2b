import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHOR_LINK_PATHS } from '@/components/blog/author-views';
import { readingMinutes, plainText } from '@/lib/blog/seed';
import { readBlogSource } from '@/lib/blog/source';
import { renderMarkdown } from '@/lib/content/pipeline';
import { locales } from '@/lib/i18n/locales';
import { isKnownPagePath } from '@/lib/pages/known-pages';

// content/blog/ as the product needs it (issue 14: twelve real articles, translations, two or
// more authors, several tags, the footer's article) and the checks that refuse a broken file.

const source = readBlogSource();
const english = source.articles.filter((article) => article.locale === 'en');

function attributes(tree: Root | Element, tag: string, name: string): string[] {
  return tree.children.flatMap((child: RootContent) => {
    if (child.type !== 'element') return [];
    const own = child.tagName === tag ? [String(child.properties[name] ?? '')] : [];
    return [...own, ...attributes(child, tag, name)];
  });
}

const links = (tree: Root | Element) => attributes(tree, 'a', 'href');

describe('the blog content', () => {
  it('has at least twelve English articles by two or more authors, with several tags', () => {
    expect(english.length).toBeGreaterThanOrEqual(12);
    expect(new Set(english.map((article) => article.meta.author)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(english.flatMap((article) => article.meta.tags)).size).toBeGreaterThan(5);
  });

  it('has at least three articles translated into several locales', () => {
    const translated = english.filter(
      (article) => source.articles.filter((file) => file.slug === article.slug).length >= 4,
    );
    expect(translated.length).toBeGreaterThanOrEqual(3);
  });

  it('has the footer article in every locale, since the footer links it everywhere', () => {
    const written = source.articles
      .filter((file) => file.slug === 'how-to-compare-crypto-swap-offers')
      .map((file) => file.locale);
    expect([...written].sort()).toEqual([...locales].sort());
  });

  it('gives every translation its own title and summary', () => {
    for (const file of source.articles.filter((article) => article.locale !== 'en')) {
      const original = english.find((article) => article.slug === file.slug)!;
      expect(file.meta.title, file.file).not.toBe(original.meta.title);
      expect(file.meta.summary, file.file).not.toBe(original.meta.summary);
    }
  });

  it('renders every article, long enough to be useful, linking only to pages that exist', () => {
    for (const file of source.articles) {
      const { tree, headings } = renderMarkdown(file.body, {
        values: { brand: 'Brand' },
        file: file.file,
      });
      if (file.locale === 'en') {
        expect(file.body.split(/\s+/).length, file.file).toBeGreaterThan(700);
        expect(headings.filter((heading) => heading.depth === 2).length).toBeGreaterThan(3);
      }
      for (const href of links(tree)) {
        expect(href, `${file.file}: external links are configuration`).toMatch(/^[/#]/);
        if (!href.startsWith('/')) continue;
        const pathname = href.replace(/[?#].*$/, '');
        // A blog article linked from any locale opens in English at worst (linkLocaleFor).
        const known = isKnownPagePath(pathname, { locale: 'en' });
        expect(known, `${file.file} links ${href}`).toBe(true);
        if (pathname.startsWith('/blog/')) expect(pathname, file.file).toMatch(/\/$/);
      }
    }
  });

  it('shows the screenshots of its own locale (issue 22: the memo, status and network articles)', () => {
    const shown = new Map<string, string[]>();
    for (const file of source.articles) {
      // The pipeline refuses an image npm run screenshots did not make (ADR 0010).
      const { tree } = renderMarkdown(file.body, { values: { brand: 'Brand' }, file: file.file });
      const images = attributes(tree, 'img', 'src');
      for (const src of images) expect(src, file.file).toMatch(`/screenshots/${file.locale}/`);
      shown.set(`${file.slug}/${file.locale}`, images);
    }
    expect(shown.get('memos-and-destination-tags/en')).toHaveLength(2);
    expect(shown.get('choosing-a-network/en')).toHaveLength(1);
    for (const file of source.articles.filter((a) => a.slug === 'reading-your-swap-status')) {
      expect(shown.get(`reading-your-swap-status/${file.locale}`), file.file).toEqual([
        `/screenshots/${file.locale}/status.webp`,
      ]);
    }
  });

  it('links author pages only to pages with a label', () => {
    for (const author of source.authors) {
      for (const link of author.links) expect(AUTHOR_LINK_PATHS, author.slug).toContain(link);
    }
  });

  it('reads plain text for search and a reading time from a rendered body', () => {
    const { tree } = renderMarkdown('## Title\n\nOne **two** three.\n\n- four\n- five', {
      values: {},
      file: 'x.md',
    });
    expect(plainText(tree)).toBe('Title\nOne two three.\nfour\nfive');
    expect(readingMinutes('word '.repeat(220 * 5))).toBe(5);
    expect(readingMinutes('手'.repeat(1000))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('a broken blog file stops the start with its name', () => {
  let root: string;
  let publicRoot: string;
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  const article = (front: string) => `---\n${front}\n---\n\nA body.\n`;
  const good = 'title: T\nsummary: S\npublished: 2026-11-27\nauthor: guides\ntags: [fees]';

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'blog-'));
    publicRoot = mkdtempSync(path.join(tmpdir(), 'blog-public-'));
    cpSync(
      path.join(process.cwd(), 'content', 'blog', 'authors.yaml'),
      path.join(root, 'authors.yaml'),
    );
    cpSync(path.join(process.cwd(), 'content', 'blog', 'tags.yaml'), path.join(root, 'tags.yaml'));
    cpSync(
      path.join(process.cwd(), 'public', 'blog', 'covers'),
      path.join(publicRoot, 'blog', 'covers'),
      {
        recursive: true,
      },
    );
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(publicRoot, { recursive: true, force: true });
  });

  const withArticle = (slug: string, files: Record<string, string>) => {
    const dir = path.join(root, slug);
    cpSync(
      path.join(publicRoot, 'blog', 'covers', 'swap-fees-explained.webp'),
      path.join(publicRoot, 'blog', 'covers', `${slug}.webp`),
    );
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  };

  it('accepts a well-formed article', () => {
    withArticle('fine', { 'en.md': article(good) });
    expect(readBlogSource(root, publicRoot).articles.map((file) => file.slug)).toEqual(['fine']);
  });

  it.each([
    ['no English file', { 'de.md': article(good) }, /no en\.md/],
    ['an unknown author', { 'en.md': article(good.replace('guides', 'nobody')) }, /unknown author/],
    [
      'an unknown tag',
      { 'en.md': article(good.replace('[fees]', '[nope]')) },
      /unknown tag "nope"/,
    ],
    ['an unknown key', { 'en.md': article(`${good}\nfeatured: true`) }, /invalid/],
    [
      'a translation by another author',
      { 'en.md': article(good), 'de.md': article(good.replace('guides', 'safety')) },
      /author differs/,
    ],
    [
      'a file that is no locale',
      { 'en.md': article(good), 'xx.md': article(good) },
      /not <locale>\.md/,
    ],
    ['an empty body', { 'en.md': `---\n${good}\n---\n` }, /no body/],
  ])('refuses %s', (_name, files, message) => {
    withArticle('broken', files);
    expect(() => readBlogSource(root, publicRoot)).toThrow(message);
  });

  it('refuses a slug that names a listing, and a missing cover', () => {
    withArticle('search', { 'en.md': article(good) });
    expect(() => readBlogSource(root, publicRoot)).toThrow(/names a blog listing/);
    rmSync(path.join(root, 'search'), { recursive: true });
    withArticle('uncovered', { 'en.md': article(good) });
    rmSync(path.join(publicRoot, 'blog', 'covers', 'uncovered.webp'));
    expect(() => readBlogSource(root, publicRoot)).toThrow(/missing: the cover/);
  });

  it('refuses a tag or an author without a text in one of the 14 locales', () => {
    const tags = readFileSync(path.join(root, 'tags.yaml'), 'utf8');
    write('tags.yaml', tags.replace(/^ {2}ja: 手数料\n/m, ''));
    expect(() => readBlogSource(root, publicRoot)).toThrow(/tags\.yaml.*fees\.ja/);
  });
});
