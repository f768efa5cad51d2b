// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { blogFeedXml } from '@/lib/blog/feed';
import { BLOG_PAGE_SIZE, blogManifest } from '@/lib/blog/manifest';
import {
  allVisibleArticles,
  findArticle,
  listArticles,
  listAuthors,
  listingCounts,
  listTags,
  relatedArticles,
} from '@/lib/blog/queries';
import { searchArticles, searchPageExists } from '@/lib/blog/search';
import { blogSitemap } from '@/lib/pages/sitemaps/blog';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { blogArticles } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { locales } from '@/lib/i18n/locales';
import { childSitemapXml } from '@/lib/seo/sitemap-xml';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The blog as the pages read it: the seed step's copy of content/blog/ in the database (both
// PGlite and PostgreSQL), listings with the reader's language first, pages, tags, authors,
// articles per locale, full-text search in two languages, the feed and the sitemap entries.

const FOOTER_ARTICLE = 'how-to-compare-crypto-swap-offers';

describe.for(dbTargets())('the blog on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(() => invalidateCacheTags('blog'));

  it('holds exactly the files: one row per article and written locale', async () => {
    const manifest = blogManifest();
    const rows = await database().db.select().from(blogArticles);
    const files = [...manifest.articles.values()].reduce((sum, set) => sum + set.size, 0);
    expect(rows).toHaveLength(files);
    expect(manifest.articles.get(FOOTER_ARTICLE)?.size).toBe(locales.length);
    // A second seed replaces the rows with the same ones: the files are the only source.
    await seedDatabase(database().db);
    expect(await database().db.select().from(blogArticles)).toHaveLength(files);
  });

  it('lists the reader language first, then English ones marked as English', async () => {
    const listing = await listArticles('de', 1);
    expect(listing).toBeDefined();
    const languages = listing!.articles.map((article) => article.locale);
    const firstEnglish = languages.indexOf('en');
    expect(languages.slice(0, firstEnglish).every((locale) => locale === 'de')).toBe(true);
    expect(languages.slice(firstEnglish).every((locale) => locale === 'en')).toBe(true);
    expect(firstEnglish).toBeGreaterThan(0);
    for (const article of listing!.articles) expect(article.english).toBe(article.locale === 'en');
    // Every article once per locale, in every locale.
    const total = blogManifest().articles.size;
    expect(listing!.total).toBe(total);
    expect((await listArticles('ja', 1))!.total).toBe(total);
  });

  it('pages the listing and has no page past the end', async () => {
    const total = blogManifest().articles.size;
    const pages = Math.ceil(total / BLOG_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    const first = await listArticles('en', 1);
    const last = await listArticles('en', pages);
    expect(first!.articles).toHaveLength(BLOG_PAGE_SIZE);
    expect(last!.articles).toHaveLength(total - (pages - 1) * BLOG_PAGE_SIZE);
    const slugs = [...first!.articles, ...last!.articles].map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(await listArticles('en', pages + 1)).toBeUndefined();
    expect(await listArticles('en', 0)).toBeUndefined();
  });

  it('filters by tag and by author, with names in the reader language', async () => {
    const fees = await listArticles('fr', 1, { tag: 'fees' });
    expect(fees!.articles.length).toBeGreaterThan(0);
    for (const article of fees!.articles) {
      expect(article.tags.map((tag) => tag.slug)).toContain('fees');
      expect(article.tags.find((tag) => tag.slug === 'fees')!.name).toBe('Frais');
    }
    const counts = await listingCounts();
    expect(fees!.total).toBe(counts.tags.get('fees'));
    const research = await listArticles('en', 1, { author: 'research' });
    expect(research!.articles.every((article) => article.author.slug === 'research')).toBe(true);
    expect(research!.total).toBe(counts.authors.get('research'));
    expect((await listAuthors('de')).map((author) => author.slug)).toEqual([
      'guides',
      'research',
      'safety',
    ]);
    expect((await listTags('ja')).find((tag) => tag.slug === 'fees')!.name).toBe('手数料');
  });

  it('finds an article only in a locale it is written in', async () => {
    const german = await findArticle('how-a-crypto-swap-works', 'de');
    expect(german?.locale).toBe('de');
    expect(german?.english).toBe(false);
    expect(german?.locales).toContain('en');
    expect(german?.locales).toContain('de');
    expect(german?.locales).not.toContain('ko');
    expect(await findArticle('how-a-crypto-swap-works', 'ko')).toBeUndefined();
    expect(await findArticle('no-such-article', 'en')).toBeUndefined();
    expect((await findArticle(FOOTER_ARTICLE, 'ja'))?.locales).toEqual([...locales]);
  });

  it('relates articles that share tags, never the article itself', async () => {
    const article = await findArticle(FOOTER_ARTICLE, 'en');
    const related = await relatedArticles(article!, 'en');
    expect(related).toHaveLength(3);
    expect(related.map((card) => card.slug)).not.toContain(FOOTER_ARTICLE);
    const tags = new Set(article!.tags.map((tag) => tag.slug));
    expect(related[0]!.tags.some((tag) => tags.has(tag.slug))).toBe(true);
  });

  it('searches the body in English with stemming, ranked, with marked snippets', async () => {
    // "refunded" and "refunds" share the English stem "refund".
    const results = await searchArticles('en', 'refunded');
    expect(results!.total).toBeGreaterThan(0);
    expect(results!.hits[0]!.slug).toBe('crypto-swap-refunds');
    const marked = results!.hits[0]!.snippet.filter((part) => part.mark);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked[0]!.text.toLowerCase()).toMatch(/^refund/);
  });

  it('searches German articles with the German dictionary', async () => {
    // A word only the German text has, in an inflected form.
    const results = await searchArticles('de', 'Einzahlungen');
    expect(results!.total).toBeGreaterThan(0);
    expect(results!.hits[0]!.locale).toBe('de');
    expect(results!.hits.every((hit) => hit.locale === 'de' || hit.english)).toBe(true);
  });

  it('matches Japanese by substring, where words are not spaced', async () => {
    const results = await searchArticles('ja', '手数料');
    expect(results!.total).toBeGreaterThan(0);
    expect(results!.hits[0]!.slug).toBe(FOOTER_ARTICLE);
    expect(results!.hits[0]!.snippet.some((part) => part.mark && part.text === '手数料')).toBe(
      true,
    );
  });

  it('finds nothing for words no article has, and has no second page of nothing', async () => {
    const results = await searchArticles('en', 'zzzqqqxxyy');
    expect(results).toEqual({ query: 'zzzqqqxxyy', hits: [], page: 1, pages: 1, total: 0 });
    expect(await searchArticles('en', 'zzzqqqxxyy', 2)).toBeUndefined();
    // What proxy.ts asks before a later page renders agrees with the search.
    expect(await searchPageExists('en', 'zzzqqqxxyy', 1)).toBe(true);
    expect(await searchPageExists('en', 'zzzqqqxxyy', 2)).toBe(false);
    const swap = await searchArticles('en', 'swap');
    expect(await searchPageExists('en', 'swap', swap!.pages)).toBe(true);
    expect(await searchPageExists('en', 'swap', swap!.pages + 1)).toBe(false);
    // Search syntax never errors: websearch_to_tsquery reads any text.
    expect(await searchArticles('en', '"unclosed -( & | !')).toBeDefined();
  });

  it('writes a well-formed Atom feed with absolute URLs per locale', async () => {
    const xml = await blogFeedXml('de');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('xml:lang')).toBe('de');
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries).toHaveLength((await allVisibleArticles('de')).length);
    for (const entry of entries) {
      const href = entry.getElementsByTagName('link')[0]!.getAttribute('href')!;
      expect(href).toMatch(/^https?:\/\/[^/]+\/(de\/)?blog\/[a-z0-9-]+\/$/);
      expect(entry.getElementsByTagName('id')[0]!.textContent).toBe(href);
    }
    const german = entries.filter((entry) => entry.getAttribute('xml:lang') === 'de');
    expect(german.length).toBeGreaterThan(0);
  });

  it('lists articles in the sitemap in their written locales only, with their alternates', async () => {
    const entries = await blogSitemap.entries(1, await blogSitemap.count());
    const article = entries.find((entry) => entry.path === '/blog/how-a-crypto-swap-works/');
    expect(article?.locales).toEqual(['en', 'fr', 'de', 'pt', 'ru', 'es']);
    expect(article?.lastModified).toBeInstanceOf(Date);
    expect(entries.find((entry) => entry.path === '/blog/')?.locales).toBeUndefined();
    const xml = await childSitemapXml(blogSitemap, 1);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagName('url')].filter((url) =>
      url.getElementsByTagName('loc')[0]!.textContent!.includes('/blog/how-a-crypto-swap-works/'),
    );
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const hreflangs = [...url.getElementsByTagName('xhtml:link')].map((link) =>
        link.getAttribute('hreflang'),
      );
      expect(hreflangs).not.toContain('ko');
      expect(hreflangs).toContain('x-default');
      expect(hreflangs).toContain('pt-BR');
    }
    expect(entries.some((entry) => entry.path.startsWith('/blog/search'))).toBe(false);
  });
});
