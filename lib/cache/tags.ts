import { memoizeWithTtl, type Memo } from './memo';

// In-process caches of data reads, named by what they hold, so that whoever changes the data
// invalidates every read of it: the price refresh invalidates 'prices', the catalogue seed
// 'catalogue' and 'prices'. Why not Next's own data cache: docs/decisions/0005-data-cache-tags.md.

/** The data the cached reads hold; a new tag is one more word here. */
export type CacheTag = 'catalogue' | 'prices';

// One version per tag for the whole process. Next bundles instrumentation.ts (where the jobs
// run) apart from the routes, so each bundle has its own copy of every module: a counter in
// module scope would reach only the caches of the bundle that bumped it.
const store = globalThis as typeof globalThis & {
  __swaplensCacheTagVersions?: Map<CacheTag, number>;
};
const versions = (store.__swaplensCacheTagVersions ??= new Map());

/** Marks every cached read with one of these tags stale; the next get() loads again. */
export function invalidateCacheTags(...tags: readonly CacheTag[]): void {
  for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
}

const versionOf = (tags: readonly CacheTag[]): string =>
  tags.map((tag) => versions.get(tag) ?? 0).join(':');

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
