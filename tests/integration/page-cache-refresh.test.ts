import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageStore, pageStore } from '@/lib/cache/page-store.mjs';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The price refresh is a job (instrumentation.ts, a bundle of its own, outside any request,
// where Next's revalidateTag throws): its invalidation must still reach the cached catalogue
// pages of the process (server/page-cache.mjs), which Next loads apart from every bundle.

describe.for(dbTargets())('price refresh and cached pages on $name', (target) => {
  const database = useTestDatabase(target);
  afterEach(() => resetSingletonsForTests(pageStore));

  it('marks cached catalogue pages stale, from another copy of the modules, and leaves others', async () => {
    const { db } = database();
    const store = new PageStore(8 * 1024 * 1024);
    setSingletonForTests(pageStore, store);
    const manifest: string[][] = [];
    store.addSink((tags) => void manifest.push(tags));
    store.set('/route-cache/APP_PAGE/x/$/en/coin/btc', {
      data: 'coin',
      size: 1000,
      tags: ['_N_T_/en/coin/btc', 'data:catalogue', 'data:prices'],
    });

    vi.resetModules();
    const { refreshPrices } = await import('@/lib/catalogue/prices/refresh');
    const source = {
      name: 'coingecko',
      fetchUsd: async (tickers: readonly string[]) =>
        new Map(tickers.filter((t) => t === 'BTC').map((t) => [t, 99_000])),
    };
    expect(await refreshPrices({ db, source })).toMatchObject({ status: 'updated' });

    // Stale, not dropped: the next visitor still gets the page while it renders again.
    expect(manifest).toEqual([['data:prices']]);
    expect(store.tagStates.get('data:prices')?.stale).toBeGreaterThan(0);
    expect(store.tagStates.get('data:prices')?.expired).toBeUndefined();
    expect(store.get('/route-cache/APP_PAGE/x/$/en/coin/btc')?.data).toBe('coin');
  });

  it('a failed refresh invalidates nothing', async () => {
    const { db } = database();
    const store = new PageStore(8 * 1024 * 1024);
    setSingletonForTests(pageStore, store);
    const { refreshPrices } = await import('@/lib/catalogue/prices/refresh');
    const source = {
      name: 'coingecko',
      fetchUsd: async () => {
        throw new Error('rate limited');
      },
    };
    expect(await refreshPrices({ db, source })).toMatchObject({ status: 'failed' });
    expect(store.tagStates.size).toBe(0);
  });
});
