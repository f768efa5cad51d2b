import 'server-only';
import { asc, isNotNull } from 'drizzle-orm';
import { brandLinks } from '../brand-links';
import { cachedRead } from '../cache/tags';
import { getDb } from '../db/client';
import { coins, popularPairs } from '../db/schema';
import { seedCoins, seedPairs } from '../db/seed-data';
import type { Db } from '../db/types';
import type { GlobalData, SocialMedia } from './contract';
import { buildWithoutDatabase } from '../db/build-phase';

export type { GlobalData, SocialMedia } from './contract';

/** How long one process reuses global data; the route's Cache-Control says the same. */
export const GLOBAL_DATA_TTL_MS = 60_000;

/**
 * The operator's social profiles (SOCIAL_LINKS, lib/brand-links.ts), in the configured order.
 * Configuration, not data: the social_links table is no longer seeded nor read.
 */
function socialMedias(): SocialMedia[] {
  return brandLinks().social.map(({ link, logo }) => ({ link, logo }));
}

/** Reads popular coins and pairs from a database, ordered by rank. */
export async function loadGlobalData(db: Db): Promise<GlobalData> {
  const [coinRows, pairRows] = await Promise.all([
    db
      .select({ code: coins.code, name: coins.name })
      .from(coins)
      .where(isNotNull(coins.popularRank))
      .orderBy(asc(coins.popularRank), asc(coins.code)),
    db
      .select({ from: popularPairs.fromCode, to: popularPairs.toCode })
      .from(popularPairs)
      .orderBy(asc(popularPairs.rank), asc(popularPairs.id)),
  ]);
  return {
    popularCrypto: coinRows.map(({ name, code }) => ({ coinInfo: { name, code } })),
    popularPairs: pairRows.map(({ from, to }) => ({
      pairInfo: { from: { code: from }, to: { code: to } },
    })),
    socialMedias: socialMedias(),
  };
}

/** The seed's global data, in the order the database returns it. */
export function seedGlobalData(): GlobalData {
  const coinsByRank = [...seedCoins].sort((a, b) => a.popularRank - b.popularRank);
  const pairsByRank = [...seedPairs].sort((a, b) => a.rank - b.rank);
  return {
    popularCrypto: coinsByRank.map(({ name, code }) => ({ coinInfo: { name, code } })),
    popularPairs: pairsByRank.map(({ from, to }) => ({
      pairInfo: { from: { code: from }, to: { code: to } },
    })),
    socialMedias: socialMedias(),
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
  if (buildWithoutDatabase()) {
    return Promise.resolve(seedGlobalData());
  }
  return memo.get();
}

/** Drops the cached copy, e.g. after the operator edits reference data, or between tests. */
export function clearGlobalDataCache(): void {
  memo.clear();
}
