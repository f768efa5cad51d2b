import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { every, type StopJob } from './timer';

// Background work of this instance. Every job is safe to run on several instances at once (rows
// are claimed with leases), so each instance simply runs them all. The domains that own the work
// declare the jobs; lib/startup lists them.

export interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Also runs once at start instead of waiting for the first interval. */
  runAtStart?: boolean;
}

/**
 * Starts `jobs`. Returns a stopper: no run starts after it is called, and it settles once every
 * run in progress has ended (shutdown awaits it before closing the database). Does nothing when
 * JOBS=false.
 */
export function startJobs(jobs: readonly Job[]): StopJob {
  if (!env().JOBS) {
    log.info('jobs: disabled (JOBS=false)');
    return async () => {};
  }
  const stops = jobs.flatMap((job): StopJob[] => {
    if (!job.runAtStart) return [every(job.name, job.intervalMs, job.run)];
    const first = job
      .run()
      .catch((error: unknown) => log.warn('jobs: a run failed', { job: job.name, error }));
    const awaitFirst = async () => {
      await first;
    };
    return [awaitFirst, every(job.name, job.intervalMs, job.run)];
  });
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
