import 'server-only';
import { log } from '../log';
import { processSingleton } from '../process-singleton.mjs';
import { serverLifecycle } from '../server-lifecycle';

// The embedded database's fatal state. One per process, like the handle itself, so that every
// route sees the same answer; the liveness probe reads it without touching the database.

interface FailureState {
  error?: Error;
}

const failureState = processSingleton('database-failure', (): FailureState => ({}));

/** Why the process-wide database can never answer again, or undefined while it can. */
export function databaseFailure(): Error | undefined {
  return failureState().error;
}

/**
 * Records that the embedded database died under the process (a WebAssembly abort, a handle
 * closed by someone else). Nothing in this process can bring it back: liveness fails from now on
 * and, under the production server, an orderly shutdown ends the process with exit code 1 so
 * that its supervisor starts a fresh one (PGlite then replays its WAL from the last checkpoint).
 */
export function reportDatabaseFailure(error: unknown): void {
  const state = failureState();
  if (state.error) return;
  state.error = error instanceof Error ? error : new Error(String(error));
  log.error('database: the embedded database failed and cannot recover; restarting the process', {
    error,
  });
  serverLifecycle().requestShutdown?.('the embedded database failed', 1);
}

/** The database was closed for good: the server is shutting down. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('the database is closed: the server is shutting down');
    this.name = 'DatabaseClosedError';
  }
}

/** Forgets a recorded failure (the handle was replaced; tests). */
export function clearDatabaseFailure(): void {
  failureState().error = undefined;
}
