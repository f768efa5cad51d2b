import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import type * as SitemapModule from '@/lib/seo/sitemap';
import type * as SitemapXmlModule from '@/lib/seo/sitemap-xml';

// Sitemaps at catalogue scale (issue 12): files streamed as the source is read, each under
// 20,000 URLs and well under 50 MB, the index listing every part of every source, and every
// <url> carrying the same reciprocal alternate set with x-default. The e2e side
// (e2e/sitemaps.spec.ts) checks the built site's files and that the listed URLs answer 200.

const SITE = 'https://swap.example';
let xml: typeof SitemapXmlModule;
let registry: typeof SitemapModule;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  vi.resetModules();
  xml = await import('@/lib/seo/sitemap-xml');
  registry = await import('@/lib/seo/sitemap');
});
afterAll(() => vi.unstubAllEnvs());

/** `total` exchange pairs with long codes, recording the pages asked for. */
function pairSource(name: string, total: number) {
  const asked: Array<[number, number]> = [];
  const source: SitemapModule.SitemapSource = {
    name,
    count: async () => total,
    entries: async (page, size) => {
      asked.push([page, size]);
      const first = (page - 1) * size;
      const length = Math.max(0, Math.min(size, total - first));
      return Array.from({ length }, (_, i) => ({
        path: routes.pair(`usdtmatic${first + i}`, `wrappedethereumarbitrum${first + i}`),
        priority: 0.6,
      }));
    },
  };
  return { source, asked };
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

/** Every <url>: its <loc> and its alternates (hreflang -> href). */
function urlsOf(body: string): Array<{ loc: string; alternates: Map<string, string> }> {
  return [...body.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(inner)?.[1] ?? '',
    alternates: new Map(
      [...inner.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
        lang,
        href,
      ]),
    ),
  }));
}

describe('sitemap files at scale', () => {
  it('streams a file batch by batch as the source is read, never as one string', async () => {
    const { source, asked } = pairSource('pairs', 1_250);
    const chunks = await chunksOf(xml.childSitemapStream(source, 2));
    // Part 2 of 500-entry files: entries 501-1,000, read 100 at a time (pages 6 to 10).
    expect(asked).toEqual([6, 7, 8, 9, 10].map((page) => [page, xml.SITEMAP_READ_SIZE]));
    // The prolog, one chunk per batch, the closing tag.
    expect(chunks).toHaveLength(1 + 5 + 1);
    const largest = Math.max(...chunks.map((chunk) => chunk.byteLength));
    const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    expect(largest).toBeLessThan(total / 4);
  });

  it('stops reading at the end of a short last part', async () => {
    const { source, asked } = pairSource('pairs', 1_250);
    const body = await xml.childSitemapXml(source, 3);
    expect(asked).toEqual([11, 12, 13].map((page) => [page, xml.SITEMAP_READ_SIZE]));
    expect(body.match(/<url>/g)).toHaveLength(250 * locales.length);
    expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('keeps a full file of long catalogue paths under 20,000 URLs and well under 50 MB', async () => {
    const { source } = pairSource('pairs', 100_000);
    const body = await xml.childSitemapXml(source, 200);
    const urls = body.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(registry.ENTRIES_PER_FILE * locales.length);
    expect(urls).toBeLessThanOrEqual(registry.MAX_URLS_PER_FILE);
    expect(registry.MAX_URLS_PER_FILE).toBeLessThanOrEqual(20_000);
    expect(Buffer.byteLength(body)).toBeLessThan(30 * 1024 * 1024);
  });

  it('every <url> lists itself and every other locale version, the same set, with x-default', async () => {
    const { source } = pairSource('pairs', 40);
    const urls = urlsOf(await xml.childSitemapXml(source, 1));
    expect(urls).toHaveLength(40 * locales.length);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size).toBe(urls.length);
    for (const url of urls) {
      expect(url.alternates.get('x-default')).toBeDefined();
      for (const locale of locales) {
        const href = url.alternates.get(locale);
        expect(href, `${url.loc} ${locale}`).toBeDefined();
        // Reciprocity: the alternate is a listed <url> whose own alternates are the same set.
        const other = byLoc.get(href!);
        expect(other, href).toBeDefined();
        expect([...other!.alternates]).toEqual([...url.alternates]);
      }
      expect([...url.alternates.values()]).toContain(url.loc);
    }
  });

  it('the index lists every part of every source, over a million URLs in all', async () => {
    const pairs = pairSource('exchange-pairs', 60_001).source;
    const compare = pairSource('compare', 13_000).source;
    const empty = pairSource('providers', 0).source;
    const sources = [...registry.sitemapSources, pairs, compare, empty];
    const paths = await registry.sitemapFilePaths(sources);
    const perFile = registry.ENTRIES_PER_FILE;
    const own = registry.sitemapSources.length;
    expect(paths).toHaveLength(own + Math.ceil(60_001 / perFile) + Math.ceil(13_000 / perFile) + 1);
    expect(paths).toContain(`/sitemaps/exchange-pairs-${Math.ceil(60_001 / perFile)}.xml`);
    expect(paths).toContain('/sitemaps/providers-1.xml');
    const counts = await Promise.all(sources.map((source) => source.count()));
    expect(counts.reduce((sum, count) => sum + count, 0) * locales.length).toBeGreaterThan(
      1_000_000,
    );
    const index = xml.sitemapIndexXml(paths);
    expect(index.match(/<sitemap>/g)).toHaveLength(paths.length);
    // sitemaps.org: at most 50,000 files per index.
    expect(paths.length).toBeLessThan(50_000);
    for (const path of paths) {
      expect(
        await registry.findSitemapFile(path.slice('/sitemaps/'.length), sources),
      ).toMatchObject({
        kind: 'part',
      });
    }
  });
});
