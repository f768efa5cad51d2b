import 'server-only';
import { databaseFailure } from '../db/failure';

export interface Liveness {
  status: 'ok' | 'failed';
  /** Why the process cannot recover on its own and must be restarted. */
  reason?: 'database_unrecoverable';
}

/**
 * Whether this process can still recover by itself. Only states that no retry can leave count:
 * a dead embedded database. A PostgreSQL outage is not one (the pool reconnects once it is back);
 * readiness reports that. Reads memory only, so it answers even while the database hangs.
 */
export function checkLiveness(): Liveness {
  return databaseFailure()
    ? { status: 'failed', reason: 'database_unrecoverable' }
    : { status: 'ok' };
}
