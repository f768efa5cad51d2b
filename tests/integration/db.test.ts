import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '@/lib/db/client';
import { coins, popularPairs } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { seededCoinCount } from '@/lib/catalogue/seed';
import { seedCoins, seedPairs } from '@/lib/db/seed-data';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';

async function counts(db: Db) {
  const [coinCount] = await db.select({ n: count() }).from(coins);
  const [pairCount] = await db.select({ n: count() }).from(popularPairs);
  const migrations = await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return {
    coins: coinCount?.n,
    pairs: pairCount?.n,
    migrations: (migrations as unknown as { rows: { n: number }[] }).rows[0]?.n,
  };
}

async function journalLength(): Promise<number> {
  const file = path.join(process.cwd(), 'lib/db/migrations/meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

describe.for(dbTargets())('migrations and seed on $name', (target) => {
  const database = useTestDatabase(target, { install: false });

  it('creates the schema and writes the seed on first open', async () => {
    expect(await counts(database().db)).toEqual({
      coins: seededCoinCount(seedCoins.map((coin) => coin.code)),
      pairs: seedPairs.length,
      migrations: await journalLength(),
    });
  });

  it('changes nothing when migrations and seed are applied again', async () => {
    const { db } = database();
    const before = await counts(db);
    const rowsBefore = await db.select().from(coins).orderBy(coins.code);
    await database().prepare();
    await database().prepare();
    expect(await counts(db)).toEqual(before);
    expect(await db.select().from(coins).orderBy(coins.code)).toEqual(rowsBefore);
  });

  it('restores an edited seed value and keeps rows the operator added', async () => {
    const { db } = database();
    await db.update(coins).set({ name: 'Renamed' }).where(eq(coins.code, 'BTC'));
    await db.insert(coins).values({ code: 'OPCOIN', name: 'Operator coin', popularRank: null });
    await seedDatabase(db);
    const [btc] = await db.select().from(coins).where(eq(coins.code, 'BTC'));
    const [dot] = await db.select().from(coins).where(eq(coins.code, 'OPCOIN'));
    expect(btc?.name).toBe('Bitcoin');
    expect(dot?.name).toBe('Operator coin');
    await db.delete(coins).where(eq(coins.code, 'OPCOIN'));
  });

  it('refuses a pair whose coin does not exist', async () => {
    const insert = database()
      .db.insert(popularPairs)
      .values({ fromCode: 'BTC', toCode: 'NOPE', rank: 99 });
    await expect(insert).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several instances starting at once', () => {
  it('migrate and seed once, the others wait on the lock and find nothing to do', async () => {
    const [, postgres] = dbTargets();
    const empty = await postgres!.open({ prepare: false });
    try {
      const started = await Promise.allSettled(
        [1, 2, 3, 4].map(() => createDatabase({ url: empty.url })),
      );
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? result.value.close() : null)),
      );
      expect(started.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      expect(await counts(empty.db)).toEqual({
        coins: seededCoinCount(seedCoins.map((coin) => coin.code)),
        pairs: seedPairs.length,
        migrations: await journalLength(),
      });
    } finally {
      await empty.close();
    }
  });
});

describe('the process-wide database', () => {
  it('opens from the environment once, shared by concurrent callers, and closes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'swaplens-env-'));
    const client = await importWithEnv(
      { DATABASE_URL: '', DATA_DIR: dataDir },
      () => import('@/lib/db/client'),
    );
    try {
      const [one, two] = await Promise.all([client.getDb(), client.getDb()]);
      expect(one).toBe(two);
      expect((await counts(one)).coins).toBe(seededCoinCount(seedCoins.map((coin) => coin.code)));
      await client.closeDb();
      await expect(one.select().from(coins)).rejects.toThrow();
    } finally {
      await client.closeDb();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite in a data folder', () => {
  it('keeps its data and does not migrate again after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'swaplens-db-'));
    try {
      const first = await createDatabase({ dataDir });
      await first.db.update(coins).set({ name: 'Renamed' }).where(eq(coins.code, 'BTC'));
      const before = await counts(first.db);
      await first.close();

      const second = await createDatabase({ dataDir });
      try {
        expect(await counts(second.db)).toEqual(before);
        const [btc] = await second.db
          .select({ name: coins.name })
          .from(coins)
          .where(eq(coins.code, 'BTC'));
        // The seed owns the names it lists, so a restart puts them back to seed-data values.
        expect(btc?.name).toBe('Bitcoin');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
