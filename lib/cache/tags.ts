import 'server-only';
import { processSingleton } from '../process-singleton.mjs';
import { memoizeWithTtl, type Memo } from './memo';
import { dataTag, pageStore } from './page-store.mjs';

// In-process caches of data reads, named by what they hold, so that whoever changes the data
// invalidates every read of it: the price refresh invalidates 'prices', the catalogue seed
// 'catalogue' and 'prices'. Why not Next's own data cache: docs/decisions/0005-data-cache-tags.md.

/** The data the cached reads hold; a new tag is one more word here. */
export type CacheTag =
  'catalogue' | 'prices' | 'reviews' | 'quote-history' | 'ramp-coverage' | 'blog';

// One version per tag for the whole process, not per bundle: the jobs run in instrumentation.ts's
// bundle, and their invalidations must reach the routes' caches.
const tagVersions = processSingleton('cache-tag-versions', () => new Map<CacheTag, number>());

/**
 * Marks every cached read with one of these tags stale; the next get() loads again. Cached pages
 * showing that data (server/page-cache.mjs) turn stale too: the next visitor of each gets it once
 * more while it renders again in the background. This runs outside any request (the price
 * refresh is a job), where Next's revalidateTag cannot be called.
 */
export function invalidateCacheTags(...tags: readonly CacheTag[]): void {
  const versions = tagVersions();
  for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
  pageStore().invalidate(tags.map(dataTag), {});
}

const versionOf = (tags: readonly CacheTag[]): string =>
  tags.map((tag) => tagVersions().get(tag) ?? 0).join(':');

/** "3:0:1": the version of this data in this process; it changes when any tag is invalidated. */
export const dataVersion = versionOf;

export interface CachedReadOptions {
  /** What the value is made of; invalidating any of them drops it. */
  tags: readonly CacheTag[];
  /** How long the value is reused at most, also when nobody invalidates it (other instances). */
  ttlMs: number;
  now?: () => number;
}

/**
 * `load` cached for `ttlMs` and until one of its tags is invalidated. Concurrent callers share
 * one load; a load that an invalidation overtakes is not kept (memoizeWithTtl's clear()).
 */
export function cachedRead<T>(load: () => Promise<T>, options: CachedReadOptions): Memo<T> {
  const memo = memoizeWithTtl(load, options.ttlMs, options.now);
  let seen = versionOf(options.tags);
  return {
    get() {
      const current = versionOf(options.tags);
      if (current !== seen) {
        seen = current;
        memo.clear();
      }
      return memo.get();
    },
    clear: () => memo.clear(),
  };
}
