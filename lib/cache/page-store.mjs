// @ts-check
// The store behind Next's page cache (server/page-cache.mjs, docs/seo.md "Rendering and
// caching"): pages rendered on demand, kept in memory only, least recently used first out once
// their bytes pass a ceiling. Plain JavaScript because Next loads the cache handler with a bare
// `import()` outside its bundles; the store itself lives once per process (process-singleton.mjs)
// so that the handler, the routes' bundles and the jobs' bundle (the price refresh) all reach the
// same entries and the same invalidations.
import {
  DEFAULT_PAGE_CACHE_MAX_ENTRIES,
  PAGE_CACHE_MAX_BYTES_ENV,
  PAGE_CACHE_MAX_ENTRIES_ENV,
  parsePageCacheMaxBytes,
  parsePageCacheMaxEntries,
} from '../env/page-cache-limits.mjs';
import { processSingleton } from '../process-singleton.mjs';

/** What a Map slot, the entry object and its strings' headers cost beyond the payload bytes. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Tags of the site's data (lib/cache/tags.ts CacheTag) as they are written on cached pages:
 * `data:prices` marks a page that shows reference prices.
 * @param {string} tag
 */
export const dataTag = (tag) => `data:${tag}`;

// Pages of the catalogue, by their internal path (locale first, as Next caches them): they show
// the catalogue and its prices, so the catalogue seed and the price refresh make them stale.
const CATALOGUE_PAGE =
  /^\/[a-z]{2}\/(?:coin|exchange|exchange-pairs|compare|cross-chain|providers|custom)(?:\/|$)/;
// The e2e build's stand-in for a catalogue page (app/(e2e)/[locale]/e2e-fixtures/isr).
const E2E_CATALOGUE_PAGE = /^\/[a-z]{2}\/e2e-fixtures\/isr\//;

/**
 * The data tags a page at this internal path depends on, added to the tags Next gives it.
 * @param {string} pathname
 * @returns {string[]}
 */
export function dataTagsForPath(pathname) {
  const catalogue =
    CATALOGUE_PAGE.test(pathname) ||
    (process.env.SWAPLENS_E2E_FIXTURES === '1' && E2E_CATALOGUE_PAGE.test(pathname));
  return catalogue ? [dataTag('catalogue'), dataTag('prices')] : [];
}

/**
 * @typedef {{ stale?: number; expired?: number }} TagState
 * @typedef {{ expire?: number }} TagDurations Next's revalidateTag profile: present means "stale
 *   now, expire after `expire` seconds if given" (stale-while-revalidate); absent means "expired
 *   now" (the next request renders again before answering).
 * @typedef {(tags: string[], durations: TagDurations | undefined) => void} InvalidationSink
 * @typedef {{ data: unknown; size: number; tags: readonly string[]; lastModified: number }} StoredEntry
 */

export class PageStore {
  /** @param {number} maxBytes @param {number} [maxEntries] */
  constructor(maxBytes, maxEntries = DEFAULT_PAGE_CACHE_MAX_ENTRIES) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    /** Insertion order is recency: the first key is the least recently used. @type {Map<string, StoredEntry>} */
    this.entries = new Map();
    this.bytes = 0;
    this.counts = { hits: 0, misses: 0, sets: 0, evictions: 0, tooLarge: 0, expired: 0 };
    /** @type {Map<string, TagState>} */
    this.tagStates = new Map();
    /** @type {{ tags: string[]; durations: TagDurations | undefined }[]} */
    this.history = [];
    /** @type {Set<InvalidationSink>} */
    this.sinks = new Set();
    /** Told the key of every entry that leaves (evicted, dropped, replaced). @type {Set<(key: string) => void>} */
    this.leaveListeners = new Set();
  }

  /**
   * The entry, made the most recently used; undefined when absent or expired by a tag.
   * @param {string} key
   * @returns {StoredEntry | undefined}
   */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counts.misses += 1;
      return undefined;
    }
    if (this.isExpired(entry)) {
      this.delete(key);
      this.counts.expired += 1;
      this.counts.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hits += 1;
    return entry;
  }

  /**
   * Stores an entry of `size` bytes (the key and an overhead are added), then drops the least
   * recently used ones until the store fits both ceilings again (bytes and entries). An entry larger than a quarter of
   * the ceiling is not kept: it would push out many others for one page.
   * @param {string} key
   * @param {{ data: unknown; size: number; tags: readonly string[]; lastModified?: number }} entry
   */
  set(key, { data, size, tags, lastModified = Date.now() }) {
    const total = size + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (total > this.maxBytes / 4) {
      this.delete(key);
      this.counts.tooLarge += 1;
      return;
    }
    // A replacement: the key stays, so nothing is told it left.
    this.bytes -= this.entries.get(key)?.size ?? 0;
    this.entries.delete(key);
    this.entries.set(key, { data, size: total, tags, lastModified });
    this.bytes += total;
    this.counts.sets += 1;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
      this.counts.evictions += 1;
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const listener of this.leaveListeners) listener(key);
  }

  /**
   * Called with the key of every entry that leaves the store, so that state kept beside it
   * elsewhere (Next's per-key cache lifetimes) leaves too.
   * @param {(key: string) => void} listener
   */
  onLeave(listener) {
    this.leaveListeners.add(listener);
  }

  /**
   * Marks every entry carrying one of `tags` stale (with durations: the next request is answered
   * from it while a new render runs) or expired (without: dropped now, rendered on the next
   * request). Next's own tag state is updated through the sink the cache handler registers.
   * @param {readonly string[]} tags
   * @param {TagDurations | undefined} durations
   */
  invalidate(tags, durations) {
    if (tags.length === 0) return;
    const now = Date.now();
    for (const tag of tags) {
      const state = { ...this.tagStates.get(tag) };
      if (durations) {
        state.stale = now;
        if (durations.expire !== undefined) state.expired = now + durations.expire * 1000;
      } else {
        state.expired = now;
      }
      this.tagStates.set(tag, state);
    }
    if (!durations) {
      const wanted = new Set(tags);
      for (const [key, entry] of this.entries) {
        if (entry.tags.some((tag) => wanted.has(tag))) this.delete(key);
      }
    }
    const event = { tags: [...tags], durations };
    // Kept for a sink that registers later (the handler loads on the first page request; a
    // refresh may run before). The latest event per tag set is all that matters.
    this.history = [...this.history.filter((old) => old.tags.join() !== event.tags.join()), event];
    for (const sink of this.sinks) sink(event.tags, durations);
  }

  /**
   * Where invalidations also go (Next's tag manifest), from now on; receives the ones made
   * before once, when added. Next loads the handler twice (the server, and a copy bundled into
   * proxy.ts's middleware with its own manifest), so each copy adds its sink once.
   * @param {InvalidationSink} sink
   */
  addSink(sink) {
    if (this.sinks.has(sink)) return;
    this.sinks.add(sink);
    for (const event of this.history) sink(event.tags, event.durations);
  }

  /** @param {StoredEntry} entry */
  isExpired(entry) {
    const now = Date.now();
    return entry.tags.some((tag) => {
      const expired = this.tagStates.get(tag)?.expired;
      return expired !== undefined && expired <= now && expired >= entry.lastModified;
    });
  }

  stats() {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      maxEntries: this.maxEntries,
      ...this.counts,
    };
  }
}

/** The process's page store, sized by PAGE_CACHE_MAX_BYTES and PAGE_CACHE_MAX_ENTRIES when first used. */
export const pageStore = processSingleton(
  'page-store',
  () =>
    new PageStore(
      parsePageCacheMaxBytes(process.env[PAGE_CACHE_MAX_BYTES_ENV]),
      parsePageCacheMaxEntries(process.env[PAGE_CACHE_MAX_ENTRIES_ENV]),
    ),
);
