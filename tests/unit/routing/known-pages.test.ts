import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath, notFoundPagePath } from '@/lib/pages/known-pages';
import { patternToRegExp } from '@/lib/routing/patterns';
import { NOT_FOUND_PAGE } from '@/lib/routing/not-found-page';
import { dataTag, dataTagsForPath } from '@/lib/cache/page-store.mjs';
import { pages, pageTypes } from '@/lib/pages/page-types';

/** The routes of the page files below a folder, in the app directory's notation. */
function pageRoutes(dir: string, pageFile: RegExp, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && pageFile.test(entry.name)) found.push(prefix || '/');
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    // Route groups, "(exchange)", add no segment.
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    found.push(...pageRoutes(path.join(dir, entry.name), pageFile, prefix + segment));
  }
  return found;
}

const app = path.join(process.cwd(), 'app');
/** Not a page of its own: the 404 page proxy.ts rewrites unknown paths to. */
const internal = new Set([`${NOT_FOUND_PAGE}/[area]`]);
/** A concrete path of a route: every dynamic segment becomes "x". */
const sample = (route: string) => route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, 'x');

describe('the list of pages', () => {
  it('names exactly the pages of app/[locale] and of the embed shell, app/(embed)/[locale]', () => {
    const routes = [
      ...pageRoutes(path.join(app, '[locale]'), /^page\.tsx$/),
      ...pageRoutes(path.join(app, '(embed)', '[locale]'), /^page\.tsx$/),
    ].filter((route) => !internal.has(route));
    expect([...routes].sort()).toEqual([...pages].sort());
  });

  it('covers every e2e fixture page of app/(e2e)/[locale]', () => {
    const routes = pageRoutes(path.join(app, '(e2e)', '[locale]'), /^page\.e2e\.tsx$/);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(isKnownPagePath(sample(route), { e2eFixtures: true }), route).toBe(true);
      expect(isKnownPagePath(sample(route)), route).toBe(false);
    }
  });
});

describe('the page declarations', () => {
  it("give the cached pages the data tags they declare (the cache handler's path rule)", () => {
    for (const [id, type] of Object.entries(pageTypes)) {
      const tags = ('cacheTags' in type ? type.cacheTags : []).map(dataTag);
      for (const pattern of Object.keys(type.routes)) {
        expect(dataTagsForPath(`/en${sample(pattern)}`), `${id} ${pattern}`).toEqual(tags);
      }
    }
  });

  it('declare every pattern once', () => {
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('isKnownPagePath', () => {
  it('knows the pages that exist, with or without a trailing slash', () => {
    for (const known of [
      '/',
      '/swap',
      '/transaction-status',
      '/maintenance',
      '/swap/',
      '/coin',
      '/coin/btc',
      '/coin/page-2',
      '/blog/',
      '/blog/page/2/',
      '/blog/search/',
      '/blog/search/7/',
      '/blog/tag/',
      '/blog/tag/fees/',
      '/blog/authors/',
      '/blog/authors/guides/',
      '/blog/how-a-crypto-swap-works/',
    ]) {
      expect(isKnownPagePath(known), known).toBe(true);
    }
  });

  it('knows a blog article only in the locales it is written in (the blog-article check)', () => {
    expect(isKnownPagePath('/blog/how-a-crypto-swap-works/', { locale: 'de' })).toBe(true);
    expect(isKnownPagePath('/blog/how-a-crypto-swap-works/', { locale: 'ko' })).toBe(false);
    expect(isKnownPagePath('/blog/how-to-compare-crypto-swap-offers/', { locale: 'ko' })).toBe(
      true,
    );
    // Listings exist in every locale.
    expect(isKnownPagePath('/blog/tag/fees/', { locale: 'ko' })).toBe(true);
  });

  it('answers no for everything else, near misses included', () => {
    for (const unknown of [
      '/nothing-here',
      '/swaps',
      '/swap/x',
      '/x/swap',
      '/blog/no-such-article/',
      '/blog/page/1/',
      '/blog/page/99/',
      '/blog/tag/nope/',
      '/blog/authors/nobody/',
      '/blog/search/1/',
      '/coin/btc/x',
      '/coins',
      '/maintenance.php',
      `${NOT_FOUND_PAGE}/site`,
      '/e2e-fixtures/raw-html/x',
    ]) {
      expect(isKnownPagePath(unknown), unknown).toBe(false);
    }
  });
});

describe('patternToRegExp', () => {
  const matches = (pattern: string, path: string) => patternToRegExp(pattern).test(path);

  it('reads the app directory notation', () => {
    expect(matches('/', '')).toBe(true);
    expect(matches('/coin/[code]', '/coin/btc')).toBe(true);
    expect(matches('/coin/[code]', '/coin')).toBe(false);
    expect(matches('/coin/[code]', '/coin/btc/x')).toBe(false);
    expect(matches('/blog/[...slug]/', '/blog/a/b')).toBe(true);
    expect(matches('/blog/[...slug]/', '/blog')).toBe(false);
    expect(matches('/docs/[[...slug]]', '/docs')).toBe(true);
    expect(matches('/docs/[[...slug]]', '/docs/a/b')).toBe(true);
  });

  it('takes fixed segments literally', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
  });

  it('refuses what is not a route segment', () => {
    expect(() => patternToRegExp('/coin/x[code]')).toThrow(RangeError);
  });
});

describe('notFoundPagePath', () => {
  it('picks the blog variant under the blog, the site variant elsewhere', () => {
    expect(notFoundPagePath('fr', '/nothing')).toBe(`/fr${NOT_FOUND_PAGE}/site`);
    expect(notFoundPagePath('en', '/blog/missing/')).toBe(`/en${NOT_FOUND_PAGE}/blog`);
    expect(notFoundPagePath('ja', '/blogger')).toBe(`/ja${NOT_FOUND_PAGE}/site`);
  });
});
