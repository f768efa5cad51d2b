// @ts-check
// The crawler (issue 12, item 11): walks distinct URLs the way a search engine would, the pages
// of the sitemaps first and paths that must be 404s, and records each answer's status and time,
// the server's resident memory and the page cache's bytes (GET /api/admin/page-cache) as it
// goes, and the disk the cache used. e2e/crawler.spec.ts runs it scaled down against the e2e
// build with a small cache; `npm run bench:crawl` runs 10,000 URLs against the production build
// and writes the figures into docs/performance.md (bench/crawl-run.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The files the sitemap index lists, grouped by source (`/sitemaps/<source>-<part>.xml`), parts
 * in order.
 * @param {string} base
 * @returns {Promise<Map<string, URL[]>>}
 */
export async function sitemapFilesBySource(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  /** @type {Map<string, URL[]>} */
  const bySource = new Map();
  for (const [, loc = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const file = new URL(loc);
    const source = /^\/sitemaps\/([a-z0-9-]+)-[1-9]\d*\.xml$/.exec(file.pathname)?.[1] ?? '';
    bySource.set(source, [...(bySource.get(source) ?? []), file]);
  }
  return bySource;
}

/**
 * Up to `count` items spread over `list`, the first and the last included (all of them when it
 * is not longer). Deterministic.
 * @template T
 * @param {readonly T[]} list
 * @param {number} count
 * @returns {T[]}
 */
export function spreadSample(list, count) {
  if (list.length <= count) return [...list];
  if (count <= 1) return list.slice(0, count);
  const indexes = new Set(
    Array.from({ length: count }, (_, i) => Math.round((i * (list.length - 1)) / (count - 1))),
  );
  return [...indexes].map((i) => /** @type {T} */ (list[i]));
}

/**
 * Every <loc> of `filesPerSource` files of each source (spread over its parts, first and last
 * included; every file by default), as paths on this server. With the whole catalogue a source
 * has dozens of files of 7,000 URLs and 20 MB each: a crawl needs a few of each, not gigabytes.
 * @param {string} base
 * @param {{ filesPerSource?: number }} [options]
 * @returns {Promise<{ path: string; file: string }[]>}
 */
export async function sitemapPaths(base, { filesPerSource = Number.POSITIVE_INFINITY } = {}) {
  /** @type {{ path: string; file: string }[]} */
  const found = [];
  for (const files of (await sitemapFilesBySource(base)).values()) {
    for (const file of spreadSample(files, filesPerSource)) {
      const body = await (await fetch(`${base}${file.pathname}`)).text();
      for (const [, loc = ''] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        found.push({ path: new URL(loc.replaceAll('&amp;', '&')).pathname, file: file.pathname });
      }
    }
  }
  return found;
}

/**
 * `count` paths no page serves, in the shapes a crawler meets: unknown coins and pairs, bad page
 * numbers, unknown paths in every locale. Deterministic.
 * @param {number} count
 * @param {readonly string[]} locales
 */
export function notFoundCandidates(count, locales) {
  const shapes = [
    (/** @type {number} */ i) => `/coin/nocoin${i}`,
    (/** @type {number} */ i) => `/exchange/btc-to-nocoin${i}`,
    (/** @type {number} */ i) => `/compare/nocoin${i}-vs-btc`,
    (/** @type {number} */ i) => `/cross-chain/nocoin${i}-to-usdterc20`,
    (/** @type {number} */ i) => `/coin/page-${1_000_000 + i}`,
    (/** @type {number} */ i) => `/exchange-pairs/page-0${i}`,
    (/** @type {number} */ i) => `/no-such-page-${i}`,
  ];
  return Array.from({ length: count }, (_, i) => {
    const locale = locales[i % locales.length] ?? 'en';
    const rest = shapes[i % shapes.length]?.(i) ?? `/missing-${i}`;
    return locale === 'en' ? rest : `/${locale}${rest}`;
  });
}

/**
 * Up to `count` items taken evenly from `list` (all of them when it is not longer), in order.
 * @template T
 * @param {readonly T[]} list
 * @param {number} count
 * @returns {T[]}
 */
export function evenSample(list, count) {
  if (list.length <= count) return [...list];
  return Array.from(
    { length: count },
    (_, i) => /** @type {T} */ (list[Math.floor((i * list.length) / count)]),
  );
}

/**
 * @param {readonly number[]} values
 * @param {number} p 0 to 100
 */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** @param {number} pid */
export function residentBytes(pid) {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib * 1024;
}

/**
 * Bytes of the files under `dir` (0 when it does not exist): the disk a page cache writes to
 * (Next's default writes pages rendered on demand to .next/server/route-cache).
 * @param {string} dir
 * @returns {number}
 */
export function directoryBytes(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? directoryBytes(full) : statSync(full).size);
  }, 0);
}

/**
 * @typedef {{ entries: number; bytes: number; maxBytes: number; evictions: number; hits: number; misses: number; sets: number }} CacheStats
 * @typedef {{ path: string; expect: 200 | 404; status: number; ms: number; cache: string | null }} Visit
 * @typedef {{ done: number; rssBytes: number; cache: CacheStats }} Sample
 */

/**
 * Walks `visits` with `concurrency` requests at a time, sampling the server every `sampleEvery`
 * answers. A page's first render is an answer Next marks MISS (rendered now, then cached).
 * @param {{ base: string; pid: number; adminToken: string; visits: { path: string; expect: 200 | 404 }[]; concurrency?: number; sampleEvery?: number; onProgress?: (done: number) => void }} options
 */
export async function crawl({
  base,
  pid,
  adminToken,
  visits,
  concurrency = 8,
  sampleEvery = 100,
  onProgress,
}) {
  /** @type {Visit[]} */
  const results = [];
  /** @type {Sample[]} */
  const samples = [];
  const sample = async () => {
    const response = await fetch(`${base}/api/admin/page-cache`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (!response.ok) throw new Error(`GET /api/admin/page-cache answered ${response.status}`);
    const body = /** @type {{ cache: CacheStats }} */ (await response.json());
    samples.push({ done: results.length, rssBytes: residentBytes(pid), cache: body.cache });
  };
  await sample();
  let next = 0;
  const worker = async () => {
    while (next < visits.length) {
      const visit = /** @type {{ path: string; expect: 200 | 404 }} */ (visits[next]);
      next += 1;
      const started = performance.now();
      const response = await fetch(`${base}${visit.path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      results.push({
        ...visit,
        status: response.status,
        ms: performance.now() - started,
        cache: response.headers.get('x-nextjs-cache'),
      });
      if (results.length % sampleEvery === 0) {
        await sample();
        onProgress?.(results.length);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await sample();
  const firstRenders = results.filter((visit) => visit.cache === 'MISS').map((visit) => visit.ms);
  const statuses = /** @type {Record<string, number>} */ ({});
  for (const visit of results) statuses[visit.status] = (statuses[visit.status] ?? 0) + 1;
  return {
    results,
    samples,
    statuses,
    serverErrors: results.filter((visit) => visit.status >= 500),
    unexpected: results.filter((visit) => visit.status !== visit.expect),
    firstRenders: {
      count: firstRenders.length,
      p50: percentile(firstRenders, 50),
      p95: percentile(firstRenders, 95),
    },
    all: {
      p50: percentile(
        results.map((r) => r.ms),
        50,
      ),
      p95: percentile(
        results.map((r) => r.ms),
        95,
      ),
    },
    maxRssBytes: Math.max(...samples.map((s) => s.rssBytes)),
    maxCacheBytes: Math.max(...samples.map((s) => s.cache.bytes)),
    last: /** @type {Sample} */ (samples.at(-1)),
  };
}
