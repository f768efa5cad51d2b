import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, processDatabase, type DatabaseHandle, type Db } from '@/lib/db/client';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { composeServer } from '@/lib/startup';

// Where integration tests run: always an in-memory PGlite, plus a fresh PostgreSQL database per
// test file when TEST_DATABASE_URL is set (CI: postgres://postgres@127.0.0.1:5432/test).

// As instrumentation.ts does at start: the catalogue seed and the swap emails are registered
// before any test opens a database.
composeServer();

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of a PostgreSQL target, for tests that open their own connections. */
  url?: string;
}

export interface DbTarget {
  name: 'pglite' | 'postgres';
  open(options?: { prepare?: boolean }): Promise<TestDatabase>;
}

const pgliteTarget: DbTarget = {
  name: 'pglite',
  open: (options) => createDatabase({ memory: true, prepare: options?.prepare }),
};

function postgresTarget(adminUrl: string): DbTarget {
  return {
    name: 'postgres',
    async open(options) {
      const name = `swaplens_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await createDatabase({ url: url.toString(), prepare: options?.prepare });
      return {
        ...handle,
        url: url.toString(),
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            await dropper.query(`drop database if exists ${name} with (force)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

export function dbTargets(): DbTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget];
}

/** Makes getDb() (and so every route handler) answer `db`; undefined goes back to the configured one. */
export function serveTestDatabase(db: Db | undefined): void {
  if (db) setSingletonForTests(processDatabase, { override: db });
  else resetSingletonsForTests(processDatabase);
}

/**
 * Opens the target's database for the enclosing describe block and, unless told otherwise, makes
 * getDb() (and so every route handler) use it.
 */
export function useTestDatabase(
  target: DbTarget,
  options: { install?: boolean } = {},
): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
    if (options.install !== false) serveTestDatabase(database.db);
  });
  afterAll(async () => {
    if (options.install !== false) serveTestDatabase(undefined);
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the test database is not open yet');
    return database;
  };
}
