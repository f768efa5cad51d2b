import { expect, test } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { hreflangTargets } from '@/lib/seo/locale-tags';
import { evenSample } from '../bench/crawl.mjs';
import { MAIN } from './support/ports';

// The built site's sitemaps (issue 12, item 12): the index lists every file of every source;
// each file is XML under 20,000 URLs and well under 50 MB, streamed; every <url> lists the full
// alternate set (every locale, the regional variants, x-default), itself included, and the
// alternates are reciprocal; the listed URLs answer 200: all of them for a source of up to
// SAMPLE_PER_SOURCE URLs, an even, deterministic sample of that many for a larger one.
// tests/unit/seo/sitemap-scale.test.ts covers the same rules over a large fake source.

const SAMPLE_PER_SOURCE = 400;
const MAX_URLS = 20_000;
const MAX_BYTES = 30 * 1024 * 1024;

interface Url {
  loc: string;
  alternates: Map<string, string>;
}

function urlsOf(body: string): Url[] {
  return [...body.matchAll(/<url>(.*?)<\/url>/gs)].map(([, inner = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(inner)?.[1] ?? '',
    alternates: new Map(
      [...inner.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
        lang,
        href,
      ]),
    ),
  }));
}

test('every sitemap file is within the limits, its alternates are complete and reciprocal, and its URLs answer 200', async ({
  request,
}) => {
  test.setTimeout(170_000);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc),
  );
  expect(files.length).toBeGreaterThan(0);

  const bySource = new Map<string, string[]>();
  let total = 0;
  for (const file of files) {
    expect(file.origin).toBe(MAIN);
    const source = /^\/sitemaps\/([a-z0-9-]+)-[1-9]\d*\.xml$/.exec(file.pathname)?.[1];
    expect(source, file.pathname).toBeDefined();
    const response = await request.get(file.pathname);
    expect(response.status(), file.pathname).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const body = await response.body();
    expect(body.byteLength).toBeLessThan(MAX_BYTES);
    const urls = urlsOf(body.toString('utf8'));
    expect(urls.length).toBeLessThanOrEqual(MAX_URLS);
    expect(urls.length % locales.length).toBe(0); // every page in every locale
    total += urls.length;

    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size, `${file.pathname}: a <loc> listed twice`).toBe(urls.length);
    for (const url of urls) {
      expect([...url.alternates.keys()].sort()).toEqual(
        hreflangTargets.map(({ hreflang }) => hreflang).sort(),
      );
      expect([...url.alternates.values()], url.loc).toContain(url.loc);
      for (const href of url.alternates.values()) {
        const other = byLoc.get(href);
        expect(other, `${url.loc} -> ${href} is not listed`).toBeDefined();
        expect([...other!.alternates]).toEqual([...url.alternates]);
      }
    }
    bySource.set(source!, [...(bySource.get(source!) ?? []), ...urls.map((url) => url.loc)]);
  }
  const counts = [...bySource].map(([name, locs]) => `${name}: ${locs.length}`).join(', ');
  process.stdout.write(`sitemaps: ${files.length} files, ${total} URLs (${counts})\n`);

  const failures: string[] = [];
  for (const [, locs] of bySource) {
    for (const loc of evenSample(locs, SAMPLE_PER_SOURCE)) {
      // A crawler keeps no cookies: Playwright's request context would keep the locale cookie of
      // the last page and redirect the unprefixed English paths to that locale.
      const { pathname } = new URL(loc);
      const response = await fetch(`${MAIN}${pathname}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${pathname}: ${response.status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('unknown sitemap files are a plain 404, the unsplit name moves to part 1', async ({
  request,
}) => {
  expect((await request.get('/sitemaps/nope-1.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/pages-999999.xml')).status()).toBe(404);
  const moved = await request.get('/sitemaps/pages.xml', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()['location']).toBe('/sitemaps/pages-1.xml');
});
