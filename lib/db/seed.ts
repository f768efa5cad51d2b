import 'server-only';
import { sql } from 'drizzle-orm';
import { invalidateCacheTags, type CacheTag } from '../cache/tags';
import { processSingleton } from '../process-singleton.mjs';
import { coins, popularPairs } from './schema';
import { seedCoins, seedPairs } from './seed-data';
import type { Db } from './types';

/** The transaction the seed runs in. */
export type SeedTarget = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One domain's reference data. */
export interface SeedStep {
  /** Writes it; idempotent, as it runs at every start. */
  write(tx: SeedTarget): Promise<void>;
  /** The cached reads of what it writes, invalidated once the seed commits. */
  invalidates: readonly CacheTag[];
}

// Domains own their reference data (the catalogue: lib/catalogue/seed.ts) and this layer imports
// no domain, so they hand their steps in (lib/startup) before the database first opens.
const seedSteps = processSingleton('seed-steps', () => new Map<string, SeedStep>());

/** Adds a step to every seed from now on, after the rows of seed-data.ts; a name runs once. */
export function registerSeedStep(name: string, step: SeedStep): void {
  seedSteps().set(name, step);
}

/**
 * Upserts the reference data of lib/db/seed-data.ts, then runs the registered steps, in one
 * transaction. Running it again changes nothing; editing a value there and restarting updates
 * that row. Rows added by the operator are left alone.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const steps = [...seedSteps().values()];
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
    // After the coins above, so their names and ranks stay the ones of seed-data.ts.
    for (const step of steps) await step.write(tx);
  });
  // After the commit: a read between the writes and the commit would cache the old rows again.
  invalidateCacheTags(...steps.flatMap((step) => step.invalidates));
}
