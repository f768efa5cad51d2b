// @ts-check
// `npm run bench:crawl`: the full-size crawl of issue 12 against the production build, and every
// sitemap file generated once. Writes its section of docs/performance.md (`bench:crawl`).
//
//   CRAWL_URLS        distinct URLs to walk (default 10,000): the sitemaps' pages (an even
//                     sample when they list more), then a tenth of 404 candidates; in an e2e
//                     fixture build, pages rendered on demand fill up to the count
//   CRAWL_CACHE_MAX   the server's PAGE_CACHE_MAX_BYTES (default: the server's own, 256m)
//   CRAWL_CONCURRENCY requests at a time (default 8)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePageCacheMaxBytes } from '../lib/env/page-cache-limits.mjs';
import { crawl, directoryBytes, evenSample, notFoundCandidates, sitemapPaths } from './crawl.mjs';
import { machineLine, writeSection } from './doc.mjs';
import { isFixtureBuild, requireSiteBuild, startSite } from './servers.mjs';

const TOTAL = Number(process.env.CRAWL_URLS ?? 10_000);
const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY ?? 8);
const cacheMax = process.env.CRAWL_CACHE_MAX;
// The site's locales, English first: one messages file each (tests/unit/i18n/messages.test.ts
// holds that), read here because plain Node cannot import lib/i18n/locales.ts.
const LOCALES = readdirSync('messages')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));
const ROUTE_CACHE_DIR = path.join('.next', 'server', 'route-cache');

requireSiteBuild();
const fixtures = isFixtureBuild();
const server = await startSite('crawl', cacheMax ? { PAGE_CACHE_MAX_BYTES: cacheMax } : {});
process.once('SIGINT', () => void server.stop().then(() => process.exit(130)));
const fmt = (/** @type {number} */ n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits });
const mib = (/** @type {number} */ bytes) => `${fmt(bytes / 1024 / 1024, 1)} MiB`;
/** A time, or a dash when there was nothing to time (no page rendered on demand). */
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${fmt(value)} ms` : '–');

try {
  // Every sitemap file, generated once: the totals of what crawlers are offered.
  process.stdout.write('generating every sitemap file ...\n');
  const started = performance.now();
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc));
  let sitemapUrls = 0;
  let sitemapBytes = 0;
  let largestBytes = 0;
  let largestUrls = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetch(`${server.url}${file.pathname}`)).arrayBuffer());
    const urls = body.toString('utf8').match(/<url>/g)?.length ?? 0;
    sitemapUrls += urls;
    sitemapBytes += body.byteLength;
    largestBytes = Math.max(largestBytes, body.byteLength);
    largestUrls = Math.max(largestUrls, urls);
  }
  const sitemapSeconds = (performance.now() - started) / 1000;

  process.stdout.write(`crawling ${fmt(TOTAL)} URLs ...\n`);
  const adminToken = readFileSync(path.join('.data', 'bench-crawl', 'admin-token'), 'utf8').trim();
  const notFound = notFoundCandidates(Math.round(TOTAL / 10), LOCALES);
  // Every file was generated once above; the crawl's URLs come from four files of each source
  // (spread over its parts), which hold far more than it visits.
  const listed = evenSample(
    await sitemapPaths(server.url, { filesPerSource: 4 }),
    TOTAL - notFound.length,
  );
  const fill = fixtures ? Math.max(0, TOTAL - notFound.length - listed.length) : 0;
  const onDemand = Array.from({ length: fill }, (_, i) => {
    const locale = LOCALES[i % LOCALES.length] ?? 'en';
    return `${locale === 'en' ? '' : `/${locale}`}/e2e-fixtures/isr/crawl-${i}`;
  });
  const visits = [
    ...listed.map(({ path: p }) => ({ path: p, expect: /** @type {const} */ (200) })),
    ...onDemand.map((p) => ({ path: p, expect: /** @type {const} */ (200) })),
    ...notFound.map((p) => ({ path: p, expect: /** @type {const} */ (404) })),
  ];
  const diskBefore = directoryBytes(ROUTE_CACHE_DIR);
  const crawlStarted = performance.now();
  const report = await crawl({
    base: server.url,
    pid: Number(server.pid),
    adminToken,
    visits,
    concurrency: CONCURRENCY,
    sampleEvery: 250,
    onProgress: (done) => process.stdout.write(`  ${done} / ${visits.length}\n`),
  });
  const crawlSeconds = (performance.now() - crawlStarted) / 1000;
  const ceiling = report.last.cache.maxBytes;
  const configured = parsePageCacheMaxBytes(cacheMax);

  const lines = [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}`,
    `- Site: the build in .next${fixtures ? ', **an e2e fixture build**' : ''}, served by this run (\`server/index.mjs\`), PAGE_CACHE_MAX_BYTES ${cacheMax ?? 'unset (default)'} = ${mib(ceiling)}${cacheMax && configured !== ceiling ? ' (**not what the server reports**)' : ''}`,
    '',
    '### Sitemaps (every file generated once)',
    '',
    '| files | URLs | bytes | largest file | most URLs in a file | time |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${fmt(files.length)} | ${fmt(sitemapUrls)} | ${mib(sitemapBytes)} | ${mib(largestBytes)} | ${fmt(largestUrls)} | ${fmt(sitemapSeconds, 1)} s |`,
    '',
    'Limits: ≤ 20,000 URLs and well under 50 MB per file.',
    '',
    '### Crawl',
    '',
    `${fmt(visits.length)} distinct URLs (${fmt(listed.length)} listed in the sitemaps, ${fmt(onDemand.length)} e2e pages rendered on demand, ${fmt(notFound.length)} 404 candidates), ${CONCURRENCY} at a time, in ${fmt(crawlSeconds, 1)} s.`,
    '',
    '| answers | 5xx | unexpected status | first renders | first render p50 | p95 | all answers p50 | p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| ${Object.entries(report.statuses)
      .map(([status, count]) => `${status}: ${fmt(count)}`)
      .join(
        ', ',
      )} | ${report.serverErrors.length} | ${report.unexpected.length} | ${fmt(report.firstRenders.count)} | ${ms(report.firstRenders.p50)} | ${ms(report.firstRenders.p95)} | ${ms(report.all.p50)} | ${ms(report.all.p95)} |`,
    '',
    '| page cache: max bytes | ceiling | entries at the end | evictions | hits | disk written | RSS at start | RSS max |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${mib(report.maxCacheBytes)} | ${mib(ceiling)} | ${fmt(report.last.cache.entries)} | ${fmt(report.last.cache.evictions)} | ${fmt(report.last.cache.hits)} | ${fmt(directoryBytes(ROUTE_CACHE_DIR) - diskBefore)} bytes | ${mib(report.samples[0]?.rssBytes ?? 0)} | ${mib(report.maxRssBytes)} |`,
    '',
    `Against the targets: no 5xx: ${report.serverErrors.length === 0 ? 'met' : '**not met**'}; cache under its ceiling at every sample: ${report.samples.every((sample) => sample.cache.bytes <= ceiling) ? 'met' : '**not met**'}; nothing on disk: ${directoryBytes(ROUTE_CACHE_DIR) === diskBefore ? 'met' : '**not met**'}. First-render times are reported, not targets.`,
    ...(report.unexpected.length > 0
      ? [
          '',
          `Unexpected answers (first 10): ${report.unexpected
            .slice(0, 10)
            .map((visit) => `\`${visit.path}\` ${visit.status}`)
            .join(', ')}`,
        ]
      : []),
  ];
  writeSection('crawl', lines);
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.stop();
}
