import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/apiglobal/global/route';
import { coins } from '@/lib/db/schema';
import { seedCoins, seedPairs } from '@/lib/db/seed-data';
import { clearGlobalDataCache, type GlobalData } from '@/lib/global-data';
import { globalDataSchema } from '@/lib/global-data/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { get } from '../helpers/requests';

describe.for(dbTargets())('GET /apiglobal/global on $name', (target) => {
  const database = useTestDatabase(target);
  afterEach(() => clearGlobalDataCache());

  it('answers popular coins, pairs and social links in rank order', async () => {
    const response = await GET(get('/apiglobal/global'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const body = globalDataSchema.parse(await response.json());

    expect(body.popularCrypto[0]).toEqual({ coinInfo: { name: 'Bitcoin', code: 'BTC' } });
    expect(body.popularCrypto.map((item) => item.coinInfo.code)).toEqual(
      [...seedCoins].sort((a, b) => a.popularRank - b.popularRank).map((coin) => coin.code),
    );
    expect(body.popularPairs[0]).toEqual({
      pairInfo: { from: { code: 'BTC' }, to: { code: 'ETH' } },
    });
    expect(
      body.popularPairs.map(({ pairInfo }) => `${pairInfo.from.code}-${pairInfo.to.code}`),
    ).toEqual(
      [...seedPairs].sort((a, b) => a.rank - b.rank).map((pair) => `${pair.from}-${pair.to}`),
    );
    // Social profiles are configuration (SOCIAL_LINKS), none in the tests' environment.
    expect(body.socialMedias).toEqual([]);
  });

  it('answers the social profiles SOCIAL_LINKS configures, in its order, with their icons', async () => {
    try {
      const route = await importWithEnv(
        {
          SOCIAL_LINKS: 'https://x.com/example, https://t.me/example,https://social.example.org/@x',
        },
        () => import('@/app/apiglobal/global/route'),
      );
      const body = (await (
        await route.GET(get('/apiglobal/global'), undefined)
      ).json()) as GlobalData;
      expect(body.socialMedias).toEqual([
        { link: 'https://x.com/example', logo: '/social/x.svg' },
        { link: 'https://t.me/example', logo: '/social/telegram.svg' },
        { link: 'https://social.example.org/@x', logo: '/social/link.svg' },
      ]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('follows the ranks stored in the database, not the order rows were written', async () => {
    const { db } = database();
    await db.update(coins).set({ popularRank: null }).where(eq(coins.code, 'BTC'));
    try {
      const body = (await (await GET(get('/apiglobal/global'), undefined)).json()) as GlobalData;
      expect(body.popularCrypto.map((item) => item.coinInfo.code)).not.toContain('BTC');
      expect(body.popularCrypto[0]?.coinInfo.code).toBe('ETH');
    } finally {
      await database().prepare();
    }
  });

  it('serves the cached copy until the cache is cleared', async () => {
    const { db } = database();
    const first = (await (await GET(get('/apiglobal/global'), undefined)).json()) as GlobalData;
    await db.update(coins).set({ name: 'Changed' }).where(eq(coins.code, 'BTC'));
    try {
      const again = await Promise.all(
        [1, 2, 3].map(async () => (await GET(get('/apiglobal/global'), undefined)).json()),
      );
      for (const body of again) expect(body).toEqual(first);
      clearGlobalDataCache();
      const fresh = (await (await GET(get('/apiglobal/global'), undefined)).json()) as GlobalData;
      expect(fresh.popularCrypto[0]?.coinInfo.name).toBe('Changed');
    } finally {
      await database().prepare();
    }
  });
});

describe('seedGlobalData', () => {
  it('equals what a freshly seeded database answers', async () => {
    const { createDatabase } = await import('@/lib/db/client');
    const { loadGlobalData, seedGlobalData } = await import('@/lib/global-data');
    const handle = await createDatabase({ memory: true });
    try {
      expect(seedGlobalData()).toEqual(await loadGlobalData(handle.db));
    } finally {
      await handle.close();
    }
  });
});
