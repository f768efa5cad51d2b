import 'server-only';
import {
  BulkheadRejectedError,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  timeout,
  wrap,
} from 'cockatiel';
import { env } from '../env';
import { log } from '../log';
import { processSingleton } from '../process-singleton.mjs';

// A bounded queue in front of the database for public reads (cockatiel: a bulkhead with a queue,
// behind a deadline). PGlite answers one query at a time and queues the rest without limit, and
// pg-pool queues for a connection; under a burst the wait grew until clients gave up. Here a
// read waits in a queue of known size for a known time at most, and past either it is refused at
// once with DatabaseBusyError, which the API answers 503 with Retry-After (docs/operations.md).

export interface ReadGateSettings {
  /** Reads running at once. */
  concurrency: number;
  /** Reads waiting for a slot; one more is refused at once. */
  queue: number;
  /** A read not done this long after it asked is refused (it waited in the queue too long). */
  deadlineMs: number;
}

export const READ_GATE = {
  /** PGlite runs one query at a time: more at once would only move the queue into PGlite. */
  pglite: { concurrency: 1, queue: 100, deadlineMs: 3_000 },
  /** pg's pool holds 10 connections: reads take 8, so writes and jobs always find one. */
  postgres: { concurrency: 8, queue: 100, deadlineMs: 3_000 },
} as const satisfies Record<'pglite' | 'postgres', ReadGateSettings>;

/** Seconds a refused read is told to wait: the queue drains in well under that. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** The database has more reads waiting than it may queue, or this one waited too long. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor(reason: 'queue_full' | 'deadline', options?: ErrorOptions) {
    super(
      reason === 'queue_full'
        ? 'the database read queue is full'
        : 'a database read waited too long',
      options,
    );
    this.name = 'DatabaseBusyError';
  }
}

export interface ReadGate {
  /** Runs `read` when a slot is free; throws DatabaseBusyError when it cannot. */
  run<T>(read: () => Promise<T>): Promise<T>;
  /** Reads running and waiting now (tests, diagnostics). */
  readonly load: { running: number; waiting: number };
}

export function createReadGate(settings: ReadGateSettings): ReadGate {
  const slots = bulkhead(settings.concurrency, settings.queue);
  // Aggressive: the caller gets its answer at the deadline; a read still queued then is dropped
  // when its turn comes (its signal is aborted), one already running finishes in its slot.
  const policy = wrap(timeout(settings.deadlineMs, TimeoutStrategy.Aggressive), slots);
  let lastWarning = 0;
  const warn = (reason: string) => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    log.warn('database: reads refused with 503, the database is busy', { reason, ...settings });
  };
  return {
    async run(read) {
      try {
        return await policy.execute(() => read());
      } catch (error) {
        if (error instanceof BulkheadRejectedError) {
          warn('queue_full');
          throw new DatabaseBusyError('queue_full', { cause: error });
        }
        if (error instanceof TaskCancelledError) {
          warn('deadline');
          throw new DatabaseBusyError('deadline', { cause: error });
        }
        throw error;
      }
    },
    get load() {
      return {
        running: settings.concurrency - slots.executionSlots,
        waiting: settings.queue - slots.queueSlots,
      };
    },
  };
}

/** The gate of this process's database (PGlite unless DATABASE_URL is set). */
export const processReadGate = processSingleton('database-read-gate', () =>
  createReadGate(env().DATABASE_URL ? READ_GATE.postgres : READ_GATE.pglite),
);

/** Runs a public read through the process's gate (see above). */
export function gatedRead<T>(read: () => Promise<T>): Promise<T> {
  return processReadGate().run(read);
}
