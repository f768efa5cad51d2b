import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parsePageCacheMaxBytes } from '@/lib/env/page-cache-limits.mjs';
import { locales } from '@/lib/i18n/locales';
import {
  crawl,
  directoryBytes,
  evenSample,
  notFoundCandidates,
  sitemapPaths,
} from '../bench/crawl.mjs';
import { PORTS } from './support/ports';
import { ServerProcess } from './support/server-process';

// The crawler (issue 12, item 11), scaled down for CI: CRAWL_URLS distinct URLs (default 1,000)
// against a server of its own whose page cache is capped at CRAWL_CACHE_MAX (default 8m), so that
// eviction happens. The URLs: every page the sitemaps list (a sample, evenly spread, once they
// hold more), pages rendered on demand (the e2e build's stand-in for catalogue pages,
// app/(e2e)/[locale]/e2e-fixtures/isr) up to the count, and a tenth of paths that must be 404s.
// No 5xx; each answer is the status it must be; the cache stays under its ceiling at every
// sample, evicts, and writes nothing to disk; the server's memory grows by at most the cache's
// ceiling and a margin. First-render times are reported, not asserted (wall-clock).
// `npm run bench:crawl` runs the same at 10,000 URLs against the production build.

const TOTAL = Number(process.env.CRAWL_URLS ?? 1_000);
const CACHE_MAX = process.env.CRAWL_CACHE_MAX ?? '8m';
const CACHE_MAX_BYTES = parsePageCacheMaxBytes(CACHE_MAX);
/** What the process may grow by beyond the cache: V8 heap slack, buffers, other caches. */
const RSS_MARGIN_BYTES = 384 * 1024 * 1024;
const PORT = PORTS.main + 20;
const ROUTE_CACHE_DIR = '.next/server/route-cache';

let server: ServerProcess;

test.beforeAll(async () => {
  server = ServerProcess.start(PORT, '.data/e2e-crawler', {
    PAGE_CACHE_MAX_BYTES: CACHE_MAX,
    JOBS: 'false',
  });
  await server.ready();
});
test.afterAll(async () => server?.stop());

test('a crawl of distinct URLs: no 5xx, the page cache bounded in memory and on disk', async () => {
  test.setTimeout(170_000);
  const base = server.url;
  const adminToken = readFileSync('.data/e2e-crawler/admin-token', 'utf8').trim();
  const notFound = notFoundCandidates(Math.round(TOTAL / 10), locales);
  // Two files of each source (its first and its last part) hold far more URLs than the crawl
  // visits; reading all of them would be gigabytes of XML with the whole catalogue.
  const listed = evenSample(
    await sitemapPaths(base, { filesPerSource: 2 }),
    TOTAL - notFound.length,
  );
  const onDemand = Array.from(
    { length: Math.max(0, TOTAL - notFound.length - listed.length) },
    (_, i) => {
      const locale = locales[i % locales.length]!;
      return `${locale === 'en' ? '' : `/${locale}`}/e2e-fixtures/isr/crawl-${i}`;
    },
  );
  const visits = [
    ...listed.map(({ path }) => ({ path, expect: 200 as const })),
    ...onDemand.map((path) => ({ path, expect: 200 as const })),
    ...notFound.map((path) => ({ path, expect: 404 as const })),
  ];
  expect(new Set(visits.map((visit) => visit.path)).size).toBe(TOTAL);
  const diskBefore = directoryBytes(ROUTE_CACHE_DIR);

  const report = await crawl({ base, pid: server.pid, adminToken, visits });

  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const summary = [
    `${TOTAL} URLs (${listed.length} from the sitemaps, ${onDemand.length} on demand, ${notFound.length} 404s)`,
    `statuses ${JSON.stringify(report.statuses)}`,
    `first renders: ${report.firstRenders.count}, p50 ${report.firstRenders.p50.toFixed(0)} ms, p95 ${report.firstRenders.p95.toFixed(0)} ms`,
    `cache: max ${mib(report.maxCacheBytes)} of ${mib(report.last.cache.maxBytes)}, ${report.last.cache.entries} entries, ${report.last.cache.evictions} evictions`,
    `RSS: first ${mib(report.samples[0]!.rssBytes)}, after ${report.samples[1]?.done ?? 0} URLs ${mib(report.samples[1]?.rssBytes ?? 0)}, max ${mib(report.maxRssBytes)}`,
  ].join('; ');
  test.info().annotations.push({ type: 'crawl', description: summary });
  process.stdout.write(`crawler: ${summary}\n`);

  expect(report.serverErrors).toEqual([]);
  expect(report.unexpected).toEqual([]);
  expect(report.last.cache.maxBytes).toBe(CACHE_MAX_BYTES);
  for (const sample of report.samples) {
    expect(sample.cache.bytes, `after ${sample.done} URLs`).toBeLessThanOrEqual(CACHE_MAX_BYTES);
  }
  // The pages rendered on demand were more than the ceiling holds: the oldest had to go.
  expect(report.last.cache.evictions).toBeGreaterThan(0);
  expect(report.firstRenders.count).toBeGreaterThanOrEqual(onDemand.length);
  // Nothing written to disk (Next's default handler writes every rendered page there).
  expect(directoryBytes(ROUTE_CACHE_DIR)).toBe(diskBefore);
  expect(diskBefore).toBe(0);
  const warmed = report.samples[1] ?? report.samples[0]!;
  expect(report.maxRssBytes - warmed.rssBytes).toBeLessThanOrEqual(
    CACHE_MAX_BYTES + RSS_MARGIN_BYTES,
  );
});
