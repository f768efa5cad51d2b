import 'server-only';
import { env } from '../env';
import { log } from '../log';
import { processSingleton } from '../process-singleton.mjs';
import {
  clearDatabaseFailure,
  DatabaseClosedError,
  databaseFailure,
  reportDatabaseFailure,
} from './failure';
import { prepareDatabase } from './migrate';
import { openPglite } from './pglite';
import { openPostgres, POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres';
import * as schema from './schema';
import type { Db } from './types';

export type { Db };
export { DatabaseClosedError };

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite serves. */
  url?: string;
  /** PGlite's folder (created when missing, locked while open); ignored with `url` or `memory`. */
  dataDir?: string;
  /** An in-memory PGlite, for tests. */
  memory?: boolean;
  /** Apply migrations and the seed before returning (default true). */
  prepare?: boolean;
  /** PostgreSQL time limits (default POSTGRES_TIMEOUTS). */
  timeouts?: PostgresTimeouts;
  /** Called once when the embedded database dies for good (see lib/db/failure.ts). */
  onFatal?: (error: unknown) => void;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations and the seed; safe to call again and from several instances. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a database the caller owns (tests, scripts). The site itself uses getDb(). */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.url) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const opened = await openPostgres(options.url, options.timeouts ?? POSTGRES_TIMEOUTS);
    handle = {
      db: drizzle({ client: opened.pool, schema }),
      kind: 'postgres',
      prepare: opened.prepare,
      close: () => opened.pool.end(),
    };
  } else {
    const { drizzle } = await import('drizzle-orm/pglite');
    const opened = await openPglite({
      memory: options.memory,
      dataDir: options.memory ? undefined : (options.dataDir ?? env().DATA_DIR),
      onFatal: options.onFatal,
    });
    handle = {
      db: drizzle({ client: opened.client, schema }),
      kind: 'pglite',
      prepare: () => prepareDatabase({ kind: 'pglite', client: opened.client }),
      close: opened.close,
    };
  }
  if (options.prepare !== false) {
    try {
      await handle.prepare();
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }
  return handle;
}

interface DbState {
  opening?: Promise<DatabaseHandle>;
  /** A database a test opened, served instead of the configured one. */
  override?: Db;
  shutDown?: boolean;
}

/**
 * The process-wide database, opened once per process rather than once per route bundle (a second
 * PGlite on the same folder would corrupt it). Tests put `{ override: db }` in its place.
 */
export const processDatabase = processSingleton('database', (): DbState => ({}));

async function openFromEnv(): Promise<DatabaseHandle> {
  const config = env();
  const started = performance.now();
  const handle = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onFatal: reportDatabaseFailure,
  });
  log.debug('database opened', {
    kind: handle.kind,
    ms: Math.round(performance.now() - started),
  });
  return handle;
}

/** The process-wide database, opened, migrated and seeded on first use. */
export async function getDb(): Promise<Db> {
  const state = processDatabase();
  if (state.override) return state.override;
  // Fail fast: a dead embedded database never comes back in this process.
  const failure = databaseFailure();
  if (failure) throw failure;
  if (state.shutDown) throw new DatabaseClosedError();
  state.opening ??= openFromEnv().catch((error: unknown) => {
    // Forget the failure so that the next request tries again (the server may come back).
    state.opening = undefined;
    throw error;
  });
  return (await state.opening).db;
}

/** Closes the process-wide database; the next getDb() opens it again (tests, scripts). */
export async function closeDb(): Promise<void> {
  const state = processDatabase();
  const opening = state.opening;
  state.opening = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
  clearDatabaseFailure();
}

/**
 * Closes the process-wide database for good: the last step of an orderly shutdown, after the
 * HTTP server and the jobs stopped. A request that still asks for the database gets
 * DatabaseClosedError instead of opening it again under a process about to exit.
 */
export async function shutdownDb(): Promise<void> {
  const state = processDatabase();
  state.shutDown = true;
  const opening = state.opening;
  state.opening = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}
