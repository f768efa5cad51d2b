import 'server-only';
import type { PoolConfig } from 'pg';
import { log } from '../log';
import { prepareDatabase } from './migrate';
import { guardedPool } from './postgres-pool';

// The PostgreSQL pool, bounded in time everywhere, so that a database that stops answering turns
// into fast errors (and 503s from readiness) instead of requests waiting on a wedged pool.

export interface PostgresTimeouts {
  /** Opening a connection. */
  connectMs: number;
  /** The server cancels any statement running longer (statement_timeout). */
  statementMs: number;
  /**
   * The client gives up on an answer after this long (query_timeout). It covers what the server
   * cannot: a network that stops carrying bytes. A little above statementMs, so that a slow
   * statement is cancelled by the server first and its connection stays usable.
   */
  queryMs: number;
  /** The server ends a session left idle inside a transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
  /** TCP keepalive starts probing an idle connection after this long. */
  keepAliveDelayMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 5_000,
  queryMs: 6_000,
  idleInTransactionMs: 10_000,
  keepAliveDelayMs: 10_000,
};

export function poolConfig(url: string, timeouts: PostgresTimeouts): PoolConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  };
}

export async function openPostgres(url: string, timeouts: PostgresTimeouts) {
  const { Pool } = await import('pg');
  const pool = await guardedPool(poolConfig(url, timeouts));
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would end
  // the process. The pool replaces the client on the next query.
  pool.on('error', (error) => log.warn('database: idle client error', { error }));
  return {
    pool,
    // Migrations may run long and wait on other instances' advisory lock: they get a connection
    // of their own without the statement and query timeouts.
    async prepare(): Promise<void> {
      const migrations = new Pool({
        ...poolConfig(url, timeouts),
        max: 1,
        statement_timeout: undefined,
        query_timeout: undefined,
      });
      migrations.on('error', (error) => log.warn('database: migration client error', { error }));
      try {
        await prepareDatabase({ kind: 'postgres', pool: migrations });
      } finally {
        await migrations.end();
      }
    },
  };
}
