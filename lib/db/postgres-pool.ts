import 'server-only';
import type { PoolClient, PoolConfig } from 'pg';
import { log } from '../log';

// Connections checked out of the pool (Drizzle does so for transactions only) must come back
// whatever happens to them, or an outage drains the pool for good:
// - drizzle-orm 0.45 sends BEGIN before its try/finally, so a BEGIN that fails (a timeout, a
//   lost connection) never releases its connection. The first query of a checkout that fails
//   releases it here; the caller's later release, if any, does nothing.
// - A connection that failed under its holder (a query timed out client-side while its answer
//   may still come, the server ended the session) goes back with the error, so the pool drops it
//   instead of handing it to the next caller.
// - A connection that emits 'error' while checked out would otherwise be an uncaught exception.

/** Whether a failed query also cost its connection. Server errors carry a severity. */
function lostConnection(error: unknown): boolean {
  const severity = (error as { severity?: unknown } | null)?.severity;
  return typeof severity === 'string' ? severity === 'FATAL' || severity === 'PANIC' : true;
}

type Query = PoolClient['query'];
const originalQuery = new WeakMap<PoolClient, Query>();

function guardCheckout(client: PoolClient): PoolClient {
  const query = originalQuery.get(client) ?? client.query;
  originalQuery.set(client, query);
  const release = client.release;
  let released = false;
  let queries = 0;
  let broken: Error | undefined;
  const onError = (error: Error) => {
    log.warn('database: a connection in use failed', { error });
    broken ??= error;
  };
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    client.query = query;
    release(broken ?? error);
  };
  client.on('error', onError);
  client.release = releaseOnce;
  client.query = ((...args: Parameters<Query>) => {
    const first = queries === 0;
    queries += 1;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (lostConnection(error))
        broken ??= error instanceof Error ? error : new Error(String(error));
      if (first) releaseOnce();
      throw error;
    });
  }) as Query;
  return client;
}

/** A pg Pool whose checked-out connections always come back (see above). */
export async function guardedPool(config: PoolConfig) {
  const { Pool } = await import('pg');
  class GuardedPool extends Pool {
    override connect(): Promise<PoolClient>;
    override connect(
      callback: (err: Error | undefined, client: PoolClient | undefined, done: () => void) => void,
    ): void;
    override connect(
      callback?: (err: Error | undefined, client: PoolClient | undefined, done: () => void) => void,
    ): Promise<PoolClient> | void {
      // The callback form is the pool's own (pool.query), which always releases.
      if (callback) return super.connect(callback);
      return super.connect().then(guardCheckout);
    }
  }
  return new GuardedPool(config);
}
