import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { log } from '../log';
import { lockDataDir } from './lock';

// The embedded database: PGlite in a folder this process locks, checkpointed and closed in order,
// and watched for the errors after which it can never answer again.

/**
 * Errors after which a PGlite handle is dead for good: a WebAssembly abort (`RuntimeError:
 * Aborted()`, out-of-bounds access, unreachable) leaves its memory undefined, and a handle closed
 * by someone else stays closed. SQL errors (constraints, syntax, serialization) are not fatal.
 */
export function isFatalPgliteError(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'RuntimeError' ||
    error.message.startsWith('Aborted(') ||
    error.message === 'PGlite is closed' ||
    error.message === 'PGlite is closing'
  );
}

/** Calls `onFatal` when a query fails with a fatal error; errors still reach the caller. */
function watchFatalErrors(client: PGlite, isFatal: (error: unknown) => boolean): void {
  const guard =
    <Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await method(...args);
      } catch (error) {
        isFatal(error);
        throw error;
      }
    };
  // Drizzle calls query() and transaction(); errors inside a transaction leave through it.
  client.query = guard(client.query.bind(client)) as PGlite['query'];
  client.exec = guard(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = guard(client.transaction.bind(client)) as PGlite['transaction'];
}

export interface OpenedPglite {
  client: PGlite;
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dataDir` (under `pglite/`, so the folder can hold other files), or in memory.
 * A folder is locked first: a second process on it fails here, before anything is read.
 */
export async function openPglite(options: {
  dataDir?: string;
  memory?: boolean;
  onFatal?: (error: unknown) => void;
}): Promise<OpenedPglite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.memory || !options.dataDir) {
    const client = await PGlite.create();
    return { client, close: () => client.close() };
  }
  const release = lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } catch (error) {
    release();
    throw error;
  }
  let closing = false;
  let failed = false;
  watchFatalErrors(client, (error) => {
    if (closing || failed || !isFatalPgliteError(error)) return false;
    failed = true;
    options.onFatal?.(error);
    return true;
  });
  return {
    client,
    async close() {
      if (closing) return;
      closing = true;
      try {
        // A dead instance's memory is not to be trusted: it must not write a checkpoint. The
        // next start replays the WAL from the last good one, as PostgreSQL does after a crash.
        if (failed || client.closed) return;
        // close() checkpoints too; doing it first keeps the WAL short should close() fail.
        await client.exec('CHECKPOINT').catch((error: unknown) => {
          log.warn('database: checkpoint before close failed', { error });
        });
        await client.close();
      } finally {
        release();
      }
    },
  };
}
