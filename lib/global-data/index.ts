import 'server-only';
import { asc, isNotNull } from 'drizzle-orm';
import { cachedRead } from '../cache/tags';
import { getDb } from '../db/client';
import { coins, popularPairs, socialLinks } from '../db/schema';
import { seedCoins, seedPairs, seedSocialLinks } from '../db/seed-data';
import { env } from '../env';
import type { Db } from '../db/types';
import type { GlobalData } from './contract';

export type { GlobalData, SocialMedia } from './contract';

/** How long one process reuses global data; the route's Cache-Control says the same. */
export const GLOBAL_DATA_TTL_MS = 60_000;

/** Reads global data from a database, ordered by rank and position. */
export async function loadGlobalData(db: Db): Promise<GlobalData> {
  const [coinRows, pairRows, socialRows] = await Promise.all([
    db
      .select({ code: coins.code, name: coins.name })
      .from(coins)
      .where(isNotNull(coins.popularRank))
      .orderBy(asc(coins.popularRank), asc(coins.code)),
    db
      .select({ from: popularPairs.fromCode, to: popularPairs.toCode })
      .from(popularPairs)
      .orderBy(asc(popularPairs.rank), asc(popularPairs.id)),
    db
      .select({ link: socialLinks.link, logo: socialLinks.logo })
      .from(socialLinks)
      .orderBy(asc(socialLinks.position), asc(socialLinks.id)),
  ]);
  return {
    popularCrypto: coinRows.map(({ name, code }) => ({ coinInfo: { name, code } })),
    popularPairs: pairRows.map(({ from, to }) => ({
      pairInfo: { from: { code: from }, to: { code: to } },
    })),
    socialMedias: socialRows.map(({ link, logo }) => ({ link, logo })),
  };
}

/** The seed's global data, in the order the database returns it. */
export function seedGlobalData(): GlobalData {
  const coinsByRank = [...seedCoins].sort((a, b) => a.popularRank - b.popularRank);
  const pairsByRank = [...seedPairs].sort((a, b) => a.rank - b.rank);
  const socialsByPosition = [...seedSocialLinks].sort((a, b) => a.position - b.position);
  return {
    popularCrypto: coinsByRank.map(({ name, code }) => ({ coinInfo: { name, code } })),
    popularPairs: pairsByRank.map(({ from, to }) => ({
      pairInfo: { from: { code: from }, to: { code: to } },
    })),
    socialMedias: socialsByPosition.map(({ link, logo }) => ({ link, logo })),
  };
}

// Popular coins and pairs are catalogue data: the seed's invalidation of 'catalogue' drops them.
const memo = cachedRead(async () => loadGlobalData(await getDb()), {
  tags: ['catalogue'],
  ttlMs: GLOBAL_DATA_TTL_MS,
});

/**
 * Global data for pages and the API, cached in process for a minute. While `next build`
 * prerenders pages without a PostgreSQL server, the embedded database is not opened (build
 * workers must not share DATA_DIR with a running server): pages start from the seed's data and
 * ISR refreshes them from the database once the server runs.
 */
export function getGlobalData(): Promise<GlobalData> {
  if (process.env.NEXT_PHASE === 'phase-production-build' && !env().DATABASE_URL) {
    return Promise.resolve(seedGlobalData());
  }
  return memo.get();
}

/** Drops the cached copy, e.g. after the operator edits reference data, or between tests. */
export function clearGlobalDataCache(): void {
  memo.clear();
}
