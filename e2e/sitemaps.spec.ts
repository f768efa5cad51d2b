import { expect, test } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { hreflangTargets } from '@/lib/seo/locale-tags';
import { evenSample, sitemapFilesBySource, spreadSample } from '../bench/crawl.mjs';
import { MAIN } from './support/ports';

// The built site's sitemaps (issue 12, item 12): the index lists every part of every source, in
// order; each file is XML under 20,000 URLs and well under 50 MB, streamed; every <url> lists the
// full alternate set (every locale, the regional variants, x-default), itself included, and the
// alternates are reciprocal; the listed URLs answer 200 (an even, deterministic sample of
// SAMPLE_PER_SOURCE per source). With the whole catalogue a source has dozens of files of about
// 20 MB: FILES_PER_SOURCE of them are read (the first, the last and one between), since every
// part is written by the same code; tests/unit/seo/sitemap-scale.test.ts covers the rules over a
// large fake source, and `npm run bench:crawl` generates every file.

const FILES_PER_SOURCE = 3;
const SAMPLE_PER_SOURCE = 40;
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

test('the sitemap files are within the limits, their alternates are complete and reciprocal, and their URLs answer 200', async () => {
  test.setTimeout(170_000);
  const bySource = await sitemapFilesBySource(MAIN);
  expect(bySource.size).toBeGreaterThan(0);
  const hreflangs = hreflangTargets.map(({ hreflang }) => hreflang).sort();

  const locsBySource = new Map<string, string[]>();
  let total = 0;
  let read = 0;
  for (const [source, files] of bySource) {
    expect(source, 'a file name that is no part of a source').not.toBe('');
    // The index lists parts 1…n of each source, in order.
    expect(files.map((file) => file.pathname)).toEqual(
      files.map((_, i) => `/sitemaps/${source}-${i + 1}.xml`),
    );
    for (const file of spreadSample(files, FILES_PER_SOURCE)) {
      expect(file.origin).toBe(MAIN);
      const response = await fetch(`${MAIN}${file.pathname}`);
      expect(response.status, file.pathname).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.byteLength).toBeLessThan(MAX_BYTES);
      const urls = urlsOf(body.toString('utf8'));
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(MAX_URLS);
      // Every page in every locale, except blog articles: they are listed in the locales they are
      // written in only, with those as their alternates (docs/blog.md).
      const partial = source === 'blog';
      if (!partial) expect(urls.length % locales.length).toBe(0);
      total += urls.length;
      read += 1;

      // Each URL's alternate set as one string: reciprocity is then one lookup and one string
      // comparison per alternate, not a deep comparison (thousands of URLs a file).
      const setOf = (url: Url) => JSON.stringify([...url.alternates].sort());
      const byLoc = new Map(urls.map((url) => [url.loc, setOf(url)]));
      expect(byLoc.size, `${file.pathname}: a <loc> listed twice`).toBe(urls.length);
      const problems: string[] = [];
      for (const url of urls) {
        const keys = [...url.alternates.keys()].sort();
        const complete = JSON.stringify(keys) === JSON.stringify(hreflangs);
        if (partial ? !keys.every((key) => hreflangs.includes(key)) : !complete)
          problems.push(`${url.loc}: ${keys}`);
        if (![...url.alternates.values()].includes(url.loc))
          problems.push(`${url.loc}: not its own alternate`);
        const own = byLoc.get(url.loc);
        for (const href of url.alternates.values()) {
          const other = byLoc.get(href);
          if (other === undefined) problems.push(`${url.loc} -> ${href} is not listed`);
          else if (other !== own) problems.push(`${url.loc} -> ${href}: other alternates`);
        }
        if (problems.length > 10) break;
      }
      expect(problems, file.pathname).toEqual([]);
      locsBySource.set(source, [
        ...(locsBySource.get(source) ?? []),
        ...urls.map((url) => url.loc),
      ]);
    }
  }
  const files = [...bySource.values()].reduce((sum, list) => sum + list.length, 0);
  const counts = [...locsBySource].map(([name, locs]) => `${name}: ${locs.length}`).join(', ');
  process.stdout.write(
    `sitemaps: ${files} files, ${read} read, ${total} URLs in them (${counts})\n`,
  );

  const failures: string[] = [];
  for (const [, locs] of locsBySource) {
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
