import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder } from '../db/migrate';
import type { Db } from '../db/types';
import { log } from '../log';

export type CheckResult = 'ok' | 'failed' | 'unknown';

export interface Readiness {
  status: 'ok' | 'unavailable';
  checks: { database: CheckResult; migrations: CheckResult };
}

/** A readiness probe must answer even when the database hangs. */
export const READINESS_TIMEOUT_MS = 3_000;

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });
const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function newestMigration(): Promise<number> {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  const journal = journalSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function appliedMigration(db: Db): Promise<number> {
  // Drizzle's own bookkeeping table; PGlite and node-postgres both answer with `rows`.
  const result = await db.execute(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const latest = rowsSchema.parse(result).rows[0]?.latest;
  return latest === null || latest === undefined ? 0 : Number(latest);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runChecks(openDb: () => Promise<Db>): Promise<Readiness['checks']> {
  let db: Db;
  try {
    db = await openDb();
    await db.execute(sql`select 1`);
  } catch (error) {
    log.warn('health: database check failed', { error });
    return { database: 'failed', migrations: 'unknown' };
  }
  try {
    const [expected, applied] = await Promise.all([newestMigration(), appliedMigration(db)]);
    if (applied >= expected) return { database: 'ok', migrations: 'ok' };
    log.warn('health: migrations behind', { expected, applied });
  } catch (error) {
    log.warn('health: migrations check failed', { error });
  }
  return { database: 'ok', migrations: 'failed' };
}

/** Whether this instance can serve traffic: the database answers and is fully migrated. */
export async function checkReadiness(
  openDb: () => Promise<Db>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const checks = await withTimeout(runChecks(openDb), timeoutMs).catch((error: unknown) => {
    log.warn('health: readiness timed out', { error });
    return { database: 'failed', migrations: 'unknown' } as const;
  });
  const healthy = checks.database === 'ok' && checks.migrations === 'ok';
  return { status: healthy ? 'ok' : 'unavailable', checks };
}
