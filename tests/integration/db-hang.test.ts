import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as ready } from '@/app/api/health/ready/route';
import { GET as readSwap } from '@/app/api/v1/swaps/[id]/route';
import { createDatabase, type DatabaseHandle } from '@/lib/db/client';
import type { PostgresTimeouts } from '@/lib/db/postgres';
import { dbTargets, serveTestDatabase, type TestDatabase } from '../helpers/db';
import { startPausableProxy, type PausableProxy } from '../helpers/pausable-proxy';
import { get } from '../helpers/requests';

// A PostgreSQL that stops answering (a paused proxy between the pool and the server): queries
// fail with a timeout instead of hanging, readiness answers 503, and all recovers on resume.

// Short, so the test is quick; a query that hung for ever would exceed the test timeout.
const TIMEOUTS: PostgresTimeouts = {
  connectMs: 1_000,
  statementMs: 800,
  queryMs: 1_000,
  idleInTransactionMs: 2_000,
  keepAliveDelayMs: 1_000,
};

/** Why a query failed: Drizzle wraps the driver's error as `cause`. */
async function failure(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as Error).cause;
    return `${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`;
  }
  return 'no error';
}

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;

const readiness = async () => {
  const response = await ready(get('/api/health/ready'), undefined);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL that stops answering', () => {
  let server: TestDatabase;
  let proxy: PausableProxy;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = await dbTargets()[1]!.open();
    proxy = await startPausableProxy({ host: '127.0.0.1', port: 5432 });
    const url = new URL(server.url!);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await createDatabase({ url: url.toString(), prepare: false, timeouts: TIMEOUTS });
    serveTestDatabase(database.db);
  });
  afterAll(async () => {
    serveTestDatabase(undefined);
    proxy?.resume();
    await database?.close();
    await proxy?.close();
    await server?.close();
  });

  it('gives every connection a statement and idle-in-transaction timeout', async () => {
    const shown = await database.db.execute(
      sql`select current_setting('statement_timeout') as statement,
        current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows(shown)[0]).toEqual({ statement: '800ms', idle: '2s' });
    // The server itself cancels a statement running too long.
    expect(await failure(database.db.execute(sql`select pg_sleep(5)`))).toMatch(
      /statement timeout/,
    );
  });

  it('fails queries with a timeout, answers readiness 503, and answers again on resume', async () => {
    const { db } = database;
    const pool = (db as unknown as { $client: Pool }).$client;
    // Every connection of the pool open and idle, so the outage catches all of them.
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.totalCount).toBe(10);
    expect((await readiness()).status).toBe(200);

    proxy.pause();
    expect(await failure(db.execute(sql`select 1`))).toMatch(/timeout/i);
    expect(await failure(db.transaction((tx) => tx.execute(sql`select 1`)))).toMatch(/timeout/i);
    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed', migrations: 'unknown' } },
    });
    // An API client gets a 503 to retry, not a hanging request or a 500.
    const id = 'K7M2Q9XD3F8H';
    const swap = await readSwap(get(`/api/v1/swaps/${id}`), { params: Promise.resolve({ id }) });
    expect(swap.status).toBe(503);
    expect(swap.headers.get('retry-after')).toBe('5');
    // More transactions and queries than the pool has connections: every one of them ends,
    // none waits for ever.
    const burst = await Promise.allSettled([
      ...Array.from({ length: 12 }, () => db.transaction((tx) => tx.execute(sql`select 1`))),
      ...Array.from({ length: 12 }, () => db.execute(sql`select 1`)),
    ]);
    expect(burst.map((result) => result.status)).toEqual(Array(24).fill('rejected'));
    expect(pool.waitingCount).toBe(0);

    proxy.resume();
    // No connection was lost to the outage or left waiting for an answer it will never use:
    // the first query and the first transaction work.
    expect(rows(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    const inTransaction = await db.transaction((tx) => tx.execute(sql`select 2 as two`));
    expect(rows(inTransaction)).toEqual([{ two: 2 }]);
    // And none is still held by a request that failed during the outage.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok' } },
    });
  }, 60_000);
});
