import 'server-only';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import * as schema from './schema';
import { seedDatabase } from './seed';

/** Where drizzle-kit writes migrations; read at run time, so the folder ships with the app. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), 'lib/db/migrations');
}

// Any constant works as long as nothing else in the database uses it; "swaplens" in ASCII.
const MIGRATION_LOCK_KEY = 0x737761706c656e73n;

export type PrepareTarget = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool };

/** Applies pending migrations, then the seed. Both are idempotent. */
export async function prepareDatabase(target: PrepareTarget): Promise<void> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (target.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const db = drizzle({ client: target.client, schema });
    await migrate(db, migrationsConfig);
    await seedDatabase(db);
    return;
  }

  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A session-level advisory lock lives on one connection, so everything runs on one client.
  // Instances starting together wait here; the later ones find nothing left to do.
  const connection = await target.pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      const db = drizzle({ client: connection, schema });
      await migrate(db, migrationsConfig);
      await seedDatabase(db);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    // Destroy rather than reuse a connection that may still hold the lock.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}
