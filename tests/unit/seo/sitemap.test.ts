import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import type * as RobotsModule from '@/lib/seo/robots';
import type * as SourcesModule from '@/lib/pages/sitemaps';
import type * as SitemapModule from '@/lib/seo/sitemap';
import type * as SitemapXmlModule from '@/lib/seo/sitemap-xml';

const SITE = 'https://swap.example';
let xml: typeof SitemapXmlModule;
let registry: typeof SitemapModule;
let sources: typeof SourcesModule;
let robots: typeof RobotsModule;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  vi.resetModules();
  xml = await import('@/lib/seo/sitemap-xml');
  registry = await import('@/lib/seo/sitemap');
  sources = await import('@/lib/pages/sitemaps');
  robots = await import('@/lib/seo/robots');
});
afterAll(() => vi.unstubAllEnvs());

/** A source of `total` coin pages that records which pages were asked for. */
function fakeSource(total: number) {
  const asked: Array<[number, number]> = [];
  const source: SitemapModule.SitemapSource = {
    name: 'coins',
    count: async () => total,
    entries: async (page, size) => {
      asked.push([page, size]);
      const first = (page - 1) * size;
      const length = Math.max(0, Math.min(size, total - first));
      return Array.from({ length }, (_, i) => ({
        path: routes.coin(`coin-with-a-long-code-${String(first + i).padStart(30, '0')}`),
      }));
    },
  };
  return { source, asked };
}

describe('sitemaps', () => {
  it('serves an index that lists every part of every source', async () => {
    const index = xml.sitemapIndexXml(await registry.sitemapFilePaths(sources.sitemapSources));
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<loc>${SITE}/sitemaps/pages-1.xml</loc>`);
  });

  it('lists every locale version of each page with all hreflang alternates', async () => {
    const file = await registry.findSitemapFile('pages-1.xml', sources.sitemapSources);
    if (file?.kind !== 'part') throw new Error('pages-1.xml is not a sitemap part');
    const body = await xml.childSitemapXml(file.source, file.part);
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const locale of locales) {
      expect(body).toContain(`<loc>${locale === 'en' ? `${SITE}/` : `${SITE}/${locale}`}</loc>`);
    }
    // One <url> per locale version of each page the source lists.
    const pages = await file.source.count();
    expect(body.match(/<url>/g)).toHaveLength(14 * pages);
    expect(body.match(/hreflang="x-default"/g)).toHaveLength(14 * pages);
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${SITE}/pt"/>`);
  });

  it("lists /dex and each DEX network's landing in every locale", async () => {
    const file = await registry.findSitemapFile('pages-1.xml', sources.sitemapSources);
    if (file?.kind !== 'part') throw new Error('pages-1.xml is not a sitemap part');
    const body = await xml.childSitemapXml(file.source, file.part);
    for (const slug of ['ethereum', 'bsc', 'polygon', 'arbitrum', 'optimism']) {
      for (const locale of locales) {
        const prefix = locale === 'en' ? SITE : `${SITE}/${locale}`;
        expect(body).toContain(`<loc>${prefix}${routes.dexNetwork(slug)}</loc>`);
      }
    }
    expect(body).not.toContain(`${SITE}/dex/tron`);
  });

  it('escapes XML and keeps blog slashes in added sources', async () => {
    const source = registry.listSource('test', [{ path: '/blog/a&b' }, { path: '/blog/a&b/' }]);
    const body = await xml.childSitemapXml(source);
    expect(body).toContain(`<loc>${SITE}/blog/a&amp;b/</loc>`);
    expect(body.match(/<url>/g)).toHaveLength(14); // the two spellings are one page
  });

  it('knows no other file names, and moves the unsplit name to part 1', async () => {
    for (const name of [
      'nope-1.xml',
      '../pages-1.xml',
      'pages-1',
      'pages-2.xml',
      'pages-0.xml',
      'pages-01.xml',
    ]) {
      expect(await registry.findSitemapFile(name, sources.sitemapSources), name).toBeUndefined();
    }
    expect(await registry.findSitemapFile('pages.xml', sources.sitemapSources)).toEqual({
      kind: 'moved',
      location: '/sitemaps/pages-1.xml',
    });
  });

  it('names sources so that no file name can mean two files', () => {
    for (const { name } of sources.sitemapSources) expect(name).toMatch(/^[a-z0-9-]*[a-z]$/);
  });
});

describe('paged sitemap sources', () => {
  it('splits 120,001 entries at 50,000 a file into 3 files', async () => {
    const { source } = fakeSource(120_001);
    const perFile = 50_000;
    expect(await registry.sitemapFilePaths([source], perFile)).toEqual([
      '/sitemaps/coins-1.xml',
      '/sitemaps/coins-2.xml',
      '/sitemaps/coins-3.xml',
    ]);
    expect(await registry.findSitemapFile('coins-3.xml', [source], perFile)).toMatchObject({
      kind: 'part',
      part: 3,
    });
    expect(await registry.findSitemapFile('coins-4.xml', [source], perFile)).toBeUndefined();
  });

  it('renders a part from the one page of entries it asks the source for', async () => {
    const { source, asked } = fakeSource(5);
    expect(await registry.sitemapFilePaths([source], 2)).toHaveLength(3);
    const last = await xml.childSitemapXml(source, 3, 2);
    expect(asked).toEqual([[3, 2]]);
    // The one entry left over, in each of the 14 locales.
    expect(last.match(/<url>/g)).toHaveLength(14);
    expect(last).toContain('coin-with-a-long-code-000000000000000000000000000004');
  });

  it('keeps every file of the site under 20,000 URLs and well under 50 MB', async () => {
    const { source } = fakeSource(120_001);
    const paths = await registry.sitemapFilePaths([source]);
    expect(paths).toHaveLength(Math.ceil(120_001 / registry.ENTRIES_PER_FILE));
    const full = await xml.childSitemapXml(source, 1);
    const urls = full.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(registry.ENTRIES_PER_FILE * locales.length);
    expect(urls).toBeLessThanOrEqual(20_000);
    expect(Buffer.byteLength(full)).toBeLessThan(30 * 1024 * 1024);
  });

  it('lists an empty source with one empty file', async () => {
    const { source } = fakeSource(0);
    expect(await registry.sitemapFilePaths([source])).toEqual(['/sitemaps/coins-1.xml']);
    expect(await xml.childSitemapXml(source)).not.toContain('<url>');
  });
});

describe('robots', () => {
  it('allows the site, keeps crawlers out of the APIs and maintenance, names the sitemap', () => {
    const rules = robots.robotsRules();
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule?.allow).toBe('/');
    expect(rule?.disallow).toEqual(
      expect.arrayContaining(['/api/', '/apiglobal/', '/maintenance', '/fr/maintenance']),
    );
  });
});
