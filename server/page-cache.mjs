// @ts-check
// Next's page cache (`cacheHandler` in next.config.ts), bounded. Next's default handler writes
// every page rendered on demand to .next/server/route-cache and keeps a 50 MB copy in memory;
// with a catalogue of a million URLs, a crawler would fill the disk. This one:
//
// - keeps what Next stores (pages rendered on demand or regenerated, route handler answers,
//   fetch data) in memory only, in lib/cache/page-store.mjs: least recently used out first once
//   the bytes pass PAGE_CACHE_MAX_BYTES; nothing is written to disk;
// - reads the build's prerendered pages through Next's own file-system cache, read-only
//   (`flushToDisk: false`, no memory copy of its own): it checks the build metadata of each
//   prerendered file exactly as the default does; what it reads is kept in the same bounded
//   store, so a popular prerendered page is read from disk once, and again only after eviction;
// - adds the data tags of catalogue pages (`data:prices`, `data:catalogue`) to the tags Next
//   gives a page, and sends every invalidation (Next's revalidateTag/revalidatePath, and the
//   price refresh through lib/cache/tags.ts) to Next's tag manifest, so a tagged page is served
//   stale once and rendered again in the background, or rendered before answering when expired.
//
// Next makes a handler per request; the entries live in the process-wide store. Pages are
// cached with the build's placeholder nonce, and server/nonce.mjs gives each response its own
// (docs/decisions/0001-csp-nonce.md).
import { createRequire } from 'node:module';
import { dataTagsForPath, pageStore } from '../lib/cache/page-store.mjs';

const require = createRequire(import.meta.url);
// Next's own modules, as next-server loads them: the same tag manifest instance it checks.
const FileSystemCache = /** @type {new (ctx: object) => NextHandler} */ (
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
);

// Next remembers each cached key's lifetime in a process-wide map that nothing ever empties: a
// few hundred bytes per page, so hundreds of MB after a crawl of a million URLs. Entries bring
// their lifetime with them (Next prefers it), so a key leaves that map when it leaves the store.
const { SharedCacheControls } =
  /** @type {{ SharedCacheControls: { cacheControls: Map<string, unknown> } }} */ (
    require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')
  );
/** @param {string} key */
const forgetLifetime = (key) => void SharedCacheControls.cacheControls.delete(key);

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ get(key: string, ctx: object): Promise<CacheData | null>; set(key: string, data: unknown, ctx: object): Promise<void>; revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> }} NextHandler
 * @typedef {{ lastModified?: number; value: CacheValue | null; cacheControl?: unknown }} CacheData
 * @typedef {{ kind: string; html?: string; rscData?: Uint8Array; postponed?: string; segmentData?: Map<string, Uint8Array>; body?: Uint8Array | string; buffer?: Uint8Array; pageData?: unknown; data?: unknown; props?: unknown; headers?: Record<string, unknown> }} CacheValue
 */

/** The request path inside a response key (`/route-cache/APP_PAGE/<hash>/$/en/coin/btc`). */
function pathOfKey(/** @type {string} */ key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? '' : key.slice(marker + 2);
}

/** @param {string | undefined} text */
const byteLength = (text) => (text ? Buffer.byteLength(text) : 0);

/**
 * Bytes an entry holds: its payloads, which are nearly all of it.
 * @param {CacheValue | null} value
 */
export function entrySize(value) {
  if (!value) return 0;
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = byteLength(value.html) + (value.rscData?.byteLength ?? 0);
      size += byteLength(value.postponed);
      for (const [path, segment] of value.segmentData ?? [])
        size += path.length + segment.byteLength;
      return size;
    }
    case 'APP_ROUTE':
      return typeof value.body === 'string'
        ? byteLength(value.body)
        : (value.body?.byteLength ?? 0);
    case 'PAGES':
      return byteLength(value.html) + byteLength(JSON.stringify(value.pageData ?? null));
    case 'IMAGE':
      return value.buffer?.byteLength ?? 0;
    default:
      return byteLength(JSON.stringify(value.data ?? value.props ?? null));
  }
}

/**
 * The entry's tags: Next's (implicit path tags, fetch tags) and the data tags of its path; a
 * page's are also written into its headers, where Next's staleness check reads them.
 * @param {string} key
 * @param {CacheData} data
 * @returns {{ data: CacheData; tags: string[] }}
 */
function withDataTags(key, data) {
  const value = data.value;
  const headers = value?.headers;
  const own = typeof headers?.[TAGS_HEADER] === 'string' ? headers[TAGS_HEADER].split(',') : [];
  const extra = dataTagsForPath(pathOfKey(key)).filter((tag) => !own.includes(tag));
  const tags = [...own, ...extra];
  if (!value || extra.length === 0 || !['APP_PAGE', 'APP_ROUTE', 'PAGES'].includes(value.kind)) {
    return { data, tags };
  }
  return {
    data: { ...data, value: { ...value, headers: { ...headers, [TAGS_HEADER]: tags.join(',') } } },
    tags,
  };
}

export default class PageCacheHandler {
  /** @param {{ fs?: unknown; serverDistDir?: string; revalidatedTags?: string[]; _requestHeaders?: unknown; fetchCacheKeyPrefix?: string }} ctx */
  constructor(ctx) {
    // Read-only access to the build's prerendered pages; its tag manifest is Next's.
    this.files = new FileSystemCache({ ...ctx, flushToDisk: false, maxMemoryCacheSize: 0 });
    const store = pageStore();
    store.addSink(sinkFor(this.files));
    store.onLeave(forgetLifetime);
  }

  /**
   * @param {string} key
   * @param {{ kind: string }} ctx
   * @returns {Promise<CacheData | null>}
   */
  async get(key, ctx) {
    const store = pageStore();
    const cached = store.get(key);
    if (cached) return /** @type {CacheData} */ (cached.data);
    if (ctx.kind === 'FETCH') return null;
    // Not in memory: a prerendered page of the build (or nothing, for a page not rendered yet).
    const seed = await this.files.get(key, ctx);
    if (!seed?.value) return seed ?? null;
    const { data, tags } = withDataTags(key, seed);
    store.set(key, {
      data,
      size: entrySize(seed.value),
      tags,
      lastModified: seed.lastModified ?? Date.now(),
    });
    return data;
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} value
   * @param {{ cacheControl?: unknown; fetchCache?: boolean; tags?: string[] }} ctx
   */
  async set(key, value, ctx) {
    const lastModified = Date.now();
    const stored = withDataTags(key, {
      value,
      lastModified,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    });
    pageStore().set(key, {
      data: stored.data,
      size: entrySize(value),
      tags: ctx.fetchCache ? [...(ctx.tags ?? [])] : stored.tags,
      lastModified,
    });
  }

  /**
   * Next's revalidateTag and revalidatePath (which tags the path: `_N_T_/en/coin/btc`).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    pageStore().invalidate(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

/** @type {import('../lib/cache/page-store.mjs').InvalidationSink | undefined} */
let sink;
/**
 * One sink per copy of this module: Next's tag manifest is module state, so any file cache of
 * this copy updates it. (A sink added at every request would replay old invalidations into the
 * manifest each time, and mark every page stale again.)
 * @param {NextHandler} files
 */
function sinkFor(files) {
  sink ??= (tags, durations) => void files.revalidateTag(tags, durations);
  return sink;
}
