import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { PageStore, dataTagsForPath, pageStore } from '@/lib/cache/page-store.mjs';
import {
  DEFAULT_PAGE_CACHE_MAX_BYTES,
  DEFAULT_PAGE_CACHE_MAX_ENTRIES,
  parsePageCacheMaxBytes,
  parsePageCacheMaxEntries,
} from '@/lib/env/page-cache-limits.mjs';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import PageCacheHandler, { entrySize } from '@/server/page-cache.mjs';

// The bounded page cache (server/page-cache.mjs over lib/cache/page-store.mjs): memory only,
// least recently used out first, tags, and the price refresh's invalidation reaching Next's tag
// manifest. The build's prerendered pages and the per-response nonce are covered by
// e2e/page-cache.spec.ts against a real build.

const require = createRequire(import.meta.url);
const manifest = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};
const nodeFs = require('next/dist/server/lib/node-fs-methods.js').nodeFs as object;

const KEY = (path: string) => `/route-cache/APP_PAGE/${'a'.repeat(64)}/$${path}`;

function page(html: string, tags = '_N_T_/layout,_N_T_/en/coin/btc') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

let dist: string;
let handler: PageCacheHandler;
const APP_PAGE = { kind: 'APP_PAGE', isFallback: false } as const;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  setSingletonForTests(pageStore, new PageStore(4 * 1024 * 1024));
  handler = new PageCacheHandler({ fs: nodeFs, serverDistDir: dist, revalidatedTags: [] });
});

afterEach(() => {
  resetSingletonsForTests(pageStore);
  manifest.tagsManifest.clear();
  rmSync(dist, { recursive: true, force: true });
});

describe('parsePageCacheMaxBytes', () => {
  it('reads bytes or k/m/g sizes, defaults when unset, refuses the rest', () => {
    expect(parsePageCacheMaxBytes(undefined)).toBe(DEFAULT_PAGE_CACHE_MAX_BYTES);
    expect(parsePageCacheMaxBytes('')).toBe(DEFAULT_PAGE_CACHE_MAX_BYTES);
    expect(parsePageCacheMaxBytes('2097152')).toBe(2 * 1024 * 1024);
    expect(parsePageCacheMaxBytes('512m')).toBe(512 * 1024 * 1024);
    expect(parsePageCacheMaxBytes('1GiB')).toBe(1024 ** 3);
    expect(parsePageCacheMaxBytes('8MB')).toBe(8 * 1024 * 1024);
    for (const bad of ['0', '1k', '-5m', '1.5g', 'lots', '65g'])
      expect(() => parsePageCacheMaxBytes(bad)).toThrow(/PAGE_CACHE_MAX_BYTES/);
  });
});

describe('dataTagsForPath', () => {
  it('tags the catalogue pages with the catalogue and its prices, and nothing else', () => {
    for (const path of [
      '/en/coin',
      '/fr/coin/btc',
      '/ja/exchange/btc-to-eth',
      '/de/compare/page-2',
    ])
      expect(dataTagsForPath(path)).toEqual(['data:catalogue', 'data:prices']);
    for (const path of ['/en', '/en/swap', '/en/faq', '/en/coins', '/en/coinage'])
      expect(dataTagsForPath(path)).toEqual([]);
  });
});

describe('PageStore', () => {
  it('drops the least recently used entries once its bytes pass the ceiling', () => {
    const store = new PageStore(1024 * 1024);
    const size = 250 * 1024; // four fit under the ceiling with their overhead, five do not
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, { data: key, size, tags: [] });
    expect(store.get('a')?.data).toBe('a'); // a is now the most recent
    store.set('e', { data: 'e', size, tags: [] });
    store.set('f', { data: 'f', size, tags: [] });
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeUndefined();
    expect(['a', 'd', 'e', 'f'].map((key) => store.get(key)?.data)).toEqual(['a', 'd', 'e', 'f']);
    expect(store.stats()).toMatchObject({ entries: 4, evictions: 2 });
  });

  // Security review 2026-12 M2: tiny entries (an attacker's 404s) cost memory the bytes do not
  // count, so the number of entries has a ceiling of its own.
  it('drops the least recently used entries once their number passes its ceiling', () => {
    const store = new PageStore(1024 * 1024, 3);
    for (const key of ['a', 'b', 'c']) store.set(key, { data: key, size: 10, tags: [] });
    expect(store.get('a')?.data).toBe('a');
    store.set('d', { data: 'd', size: 10, tags: [] });
    expect(store.stats()).toMatchObject({ entries: 3, maxEntries: 3, evictions: 1 });
    expect(store.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => store.get(key)?.data)).toEqual(['a', 'c', 'd']);
  });

  it('reads its entry ceiling from PAGE_CACHE_MAX_ENTRIES', () => {
    expect(parsePageCacheMaxEntries(undefined)).toBe(DEFAULT_PAGE_CACHE_MAX_ENTRIES);
    expect(parsePageCacheMaxEntries(' 5000 ')).toBe(5000);
    for (const bad of ['99', '1e6', '-5', 'many', '20000000'])
      expect(() => parsePageCacheMaxEntries(bad)).toThrow('PAGE_CACHE_MAX_ENTRIES');
    expect(new PageStore(1024 * 1024).maxEntries).toBe(DEFAULT_PAGE_CACHE_MAX_ENTRIES);
  });

  it('does not keep an entry larger than a quarter of the ceiling', () => {
    const store = new PageStore(1024 * 1024);
    store.set('small', { data: 1, size: 1000, tags: [] });
    store.set('huge', { data: 2, size: 300 * 1024, tags: [] });
    expect(store.get('huge')).toBeUndefined();
    expect(store.get('small')?.data).toBe(1);
    expect(store.stats().tooLarge).toBe(1);
  });

  it('tells who listens which keys left: evicted or dropped, not replaced', () => {
    const store = new PageStore(1024 * 1024);
    const left: string[] = [];
    store.onLeave((key) => left.push(key));
    const size = 250 * 1024;
    for (const key of ['a', 'b', 'c', 'd', 'a', 'e'])
      store.set(key, { data: key, size, tags: ['t'] });
    expect(left).toEqual(['b']);
    store.invalidate(['t'], undefined);
    expect(left.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('replacing an entry counts its bytes once', () => {
    const store = new PageStore(1024 * 1024);
    store.set('a', { data: 1, size: 1000, tags: [] });
    const once = store.bytes;
    store.set('a', { data: 2, size: 1000, tags: [] });
    expect(store.bytes).toBe(once);
    store.delete('a');
    expect(store.bytes).toBe(0);
  });
});

describe('PageCacheHandler', () => {
  it('keeps a page rendered on demand in memory, with its data tags, and writes nothing to disk', async () => {
    await handler.set(KEY('/en/coin/btc'), page('<p>btc</p>'), {
      cacheControl: { revalidate: 300, expire: 31_536_000 },
    });
    const hit = await handler.get(KEY('/en/coin/btc'), APP_PAGE);
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>btc</p>' });
    expect(hit?.value?.headers?.['x-next-cache-tags']).toBe(
      '_N_T_/layout,_N_T_/en/coin/btc,data:catalogue,data:prices',
    );
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
    expect(readdirSync(dist)).toEqual([]);
    expect(pageStore().stats()).toMatchObject({ entries: 1, hits: 1 });
  });

  it('answers null for a page neither rendered nor prerendered', async () => {
    expect(await handler.get(KEY('/en/coin/nope'), APP_PAGE)).toBeNull();
  });

  it("takes a page's lifetime out of Next's per-key map when the page leaves the cache", async () => {
    const { SharedCacheControls } =
      require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js') as {
        SharedCacheControls: { cacheControls: Map<string, unknown> };
      };
    const html = 'x'.repeat(100_000);
    for (let index = 0; index < 100; index += 1) {
      // What IncrementalCache.set does before it calls the handler.
      SharedCacheControls.cacheControls.set(KEY(`/en/coin/l${index}`), { revalidate: 300 });
      await handler.set(KEY(`/en/coin/l${index}`), page(html), {
        cacheControl: { revalidate: 300 },
      });
    }
    const kept = [...SharedCacheControls.cacheControls.keys()].filter((key) =>
      key.includes('/coin/l'),
    );
    expect(kept.length).toBe(pageStore().stats().entries);
    expect(kept.length).toBeLessThan(100);
    SharedCacheControls.cacheControls.clear();
  });

  it('stays under its ceiling however many pages are rendered', async () => {
    const html = 'x'.repeat(100_000);
    for (let index = 0; index < 200; index += 1) {
      await handler.set(KEY(`/en/coin/c${index}`), page(html), {});
    }
    const stats = pageStore().stats();
    expect(stats.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(stats.evictions).toBeGreaterThan(150);
    expect(await handler.get(KEY('/en/coin/c0'), APP_PAGE)).toBeNull();
    expect(await handler.get(KEY('/en/coin/c199'), APP_PAGE)).not.toBeNull();
  });

  it("drops the pages of a tag Next expires (revalidatePath's path tag)", async () => {
    await handler.set(KEY('/en/coin/btc'), page('<p>btc</p>'), {});
    await handler.set(KEY('/en/coin/eth'), page('<p>eth</p>', '_N_T_/en/coin/eth'), {});
    await handler.revalidateTag('_N_T_/en/coin/btc');
    expect(await handler.get(KEY('/en/coin/btc'), APP_PAGE)).toBeNull();
    expect(await handler.get(KEY('/en/coin/eth'), APP_PAGE)).not.toBeNull();
    expect(manifest.areTagsExpired(['_N_T_/en/coin/btc'], Date.now() - 1000)).toBe(true);
  });

  it('the price refresh (invalidateCacheTags) marks catalogue pages stale in Next’s tag manifest, keeping them to serve', async () => {
    await handler.set(KEY('/en/coin/btc'), page('<p>btc</p>'), {});
    const before = Date.now() - 1;
    invalidateCacheTags('prices');
    const hit = await handler.get(KEY('/en/coin/btc'), APP_PAGE);
    expect(hit).not.toBeNull(); // served once more while the new render runs
    const tags = String(hit?.value?.headers?.['x-next-cache-tags']).split(',');
    expect(manifest.areTagsStale(tags, before)).toBe(true);
    expect(manifest.areTagsExpired(tags, before)).toBe(false);
    expect(manifest.areTagsStale(['_N_T_/en/faq'], before)).toBe(false);
  });

  it('passes invalidations made before it existed on to Next when it is created', async () => {
    resetSingletonsForTests(pageStore);
    setSingletonForTests(pageStore, new PageStore(4 * 1024 * 1024));
    const before = Date.now() - 1;
    invalidateCacheTags('catalogue');
    expect(manifest.areTagsStale(['data:catalogue'], before)).toBe(false);
    new PageCacheHandler({ fs: nodeFs, serverDistDir: dist, revalidatedTags: [] });
    expect(manifest.areTagsStale(['data:catalogue'], before)).toBe(true);
  });

  it('replays earlier invalidations once to each copy of the handler, never again per request', () => {
    const store = new PageStore(1024 * 1024);
    store.invalidate(['data:prices'], {});
    const server: string[][] = [];
    const proxy: string[][] = [];
    const serverSink = (tags: string[]) => void server.push(tags);
    const proxySink = (tags: string[]) => void proxy.push(tags);
    for (let request = 0; request < 3; request += 1) {
      store.addSink(serverSink);
      store.addSink(proxySink);
    }
    expect(server).toEqual([['data:prices']]);
    expect(proxy).toEqual([['data:prices']]);
    store.invalidate(['data:catalogue'], {});
    expect(server).toEqual([['data:prices'], ['data:catalogue']]);
    expect(proxy).toEqual([['data:prices'], ['data:catalogue']]);
  });

  it('sizes a page by its HTML, RSC payload and prefetch segments', () => {
    expect(entrySize(page('héllo') as never)).toBe(6 + 3 + '/_tree'.length + 4);
    expect(entrySize(null)).toBe(0);
  });
});
