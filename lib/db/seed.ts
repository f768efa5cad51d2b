import { sql } from 'drizzle-orm';
import { invalidateCacheTags } from '../cache/tags';
import { coins, popularPairs, socialLinks } from './schema';
import { seedCatalogue } from './seed-catalogue';
import { seedCoins, seedPairs, seedSocialLinks } from './seed-data';
import type { Db } from './types';

/**
 * Upserts the reference data of lib/db/seed-data.ts. Running it again changes nothing; editing a
 * value there and restarting updates that row. Rows added by the operator are left alone.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(coins)
      .values(seedCoins.map(({ code, name, popularRank }) => ({ code, name, popularRank })))
      .onConflictDoUpdate({
        target: coins.code,
        set: { name: sql`excluded.name`, popularRank: sql`excluded.popular_rank` },
      });
    await tx
      .insert(popularPairs)
      .values(seedPairs.map(({ from, to, rank }) => ({ fromCode: from, toCode: to, rank })))
      .onConflictDoUpdate({
        target: [popularPairs.fromCode, popularPairs.toCode],
        set: { rank: sql`excluded.rank` },
      });
    await tx
      .insert(socialLinks)
      .values([...seedSocialLinks])
      .onConflictDoUpdate({
        target: socialLinks.network,
        set: {
          link: sql`excluded.link`,
          logo: sql`excluded.logo`,
          position: sql`excluded.position`,
        },
      });
    // After the coins above, so their names and ranks stay the ones of seed-data.ts.
    await seedCatalogue(tx);
  });
  // After the commit: a read between the writes and the commit would cache the old rows again.
  invalidateCacheTags('catalogue', 'prices');
}
