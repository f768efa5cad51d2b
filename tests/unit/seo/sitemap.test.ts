import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import type * as RobotsModule from '@/lib/seo/robots';
import type * as SitemapModule from '@/lib/seo/sitemap';
import type * as SitemapXmlModule from '@/lib/seo/sitemap-xml';

const SITE = 'https://swap.example';
let xml: typeof SitemapXmlModule;
let registry: typeof SitemapModule;
let robots: typeof RobotsModule;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  vi.resetModules();
  xml = await import('@/lib/seo/sitemap-xml');
  registry = await import('@/lib/seo/sitemap');
  robots = await import('@/lib/seo/robots');
});
afterAll(() => vi.unstubAllEnvs());

describe('sitemaps', () => {
  it('serves an index that lists every source as a child sitemap', () => {
    const index = xml.sitemapIndexXml(registry.sitemapSources);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<loc>${SITE}/sitemaps/pages.xml</loc>`);
  });

  it('lists every locale version of each page with all hreflang alternates', async () => {
    const source = registry.findSitemapSource('pages.xml');
    expect(source).toBeDefined();
    const body = await xml.childSitemapXml(source!);
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const locale of locales) {
      expect(body).toContain(`<loc>${locale === 'en' ? `${SITE}/` : `${SITE}/${locale}`}</loc>`);
    }
    // One <url> per locale version of each page the source lists.
    const pages = (await source!.entries()).length;
    expect(body.match(/<url>/g)).toHaveLength(14 * pages);
    expect(body.match(/hreflang="x-default"/g)).toHaveLength(14 * pages);
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${SITE}/pt"/>`);
  });

  it('escapes XML and keeps blog slashes in added sources', async () => {
    const body = await xml.childSitemapXml({
      name: 'test',
      entries: async () => [{ path: '/blog/a&b' }, { path: '/blog/a&b/' }],
    });
    expect(body).toContain(`<loc>${SITE}/blog/a&amp;b/</loc>`);
    expect(body.match(/<url>/g)).toHaveLength(14); // the two spellings are one page
  });

  it('knows no other child names', () => {
    expect(registry.findSitemapSource('nope.xml')).toBeUndefined();
    expect(registry.findSitemapSource('../pages.xml')).toBeUndefined();
    expect(registry.findSitemapSource('pages')).toBeUndefined();
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
