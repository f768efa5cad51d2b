import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { log } from '../log';
import { prepareDatabase, type PrepareTarget } from './migrate';
import * as schema from './schema';
import type { Db } from './types';

export type { Db };

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite serves. */
  url?: string;
  /** PGlite's folder (created when missing); ignored with `url` or `memory`. */
  dataDir?: string;
  /** An in-memory PGlite, for tests. */
  memory?: boolean;
  /** Apply migrations and the seed before returning (default true). */
  prepare?: boolean;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations and the seed; safe to call again and from several instances. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

function pgliteDir(options: DatabaseOptions): string {
  // A subfolder, so DATA_DIR can hold other files without PGlite mistaking them for its own.
  const dir = path.resolve(options.dataDir ?? env().DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Opens a database the caller owns (tests, scripts). The site itself uses getDb(). */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  let target: PrepareTarget;
  let handle: Omit<DatabaseHandle, 'prepare'>;
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection emits 'error' on the pool; unhandled, it would end
    // the process. The pool replaces the client on the next query.
    pool.on('error', (error) => log.warn('database: idle client error', { error }));
    target = { kind: 'postgres', pool };
    handle = { db: drizzle({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = options.memory ? await PGlite.create() : await PGlite.create(pgliteDir(options));
    target = { kind: 'pglite', client };
    handle = { db: drizzle({ client, schema }), kind: 'pglite', close: () => client.close() };
  }
  const full: DatabaseHandle = { ...handle, prepare: () => prepareDatabase(target) };
  if (options.prepare !== false) {
    try {
      await full.prepare();
    } catch (error) {
      await full.close().catch(() => undefined);
      throw error;
    }
  }
  return full;
}

interface DbState {
  opening?: Promise<DatabaseHandle>;
  override?: Db;
}

// On globalThis so that Next's dev reloads reuse the open database instead of opening another
// (a second PGlite on the same folder would corrupt it).
const globalState = globalThis as typeof globalThis & { __swaplensDb?: DbState };
const state: DbState = (globalState.__swaplensDb ??= {});

async function openFromEnv(): Promise<DatabaseHandle> {
  const config = env();
  const started = performance.now();
  const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  log.debug('database opened', {
    kind: handle.kind,
    ms: Math.round(performance.now() - started),
  });
  return handle;
}

/** The process-wide database, opened, migrated and seeded on first use. */
export async function getDb(): Promise<Db> {
  if (state.override) return state.override;
  state.opening ??= openFromEnv().catch((error: unknown) => {
    // Forget the failure so that the next request tries again (the server may come back).
    state.opening = undefined;
    throw error;
  });
  return (await state.opening).db;
}

/** Closes the process-wide database (graceful shutdown); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}

/** Makes getDb() answer with a database a test created; pass undefined to undo. */
export function setDatabaseForTests(db: Db | undefined): void {
  state.override = db;
}
