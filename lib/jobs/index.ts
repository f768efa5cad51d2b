import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { PRICE_REFRESH_INTERVAL_MS, refreshPrices } from '@/lib/providers/prices';
import { deliverOutbox } from '@/lib/mail/deliver';
import { recoverInterruptedCreations } from '@/lib/swaps/recovery';
import { refreshDueSwaps } from '@/lib/swaps/refresh';
import { cleanUpOldRows } from './housekeeping';
import { every, type StopJob } from './timer';

// Background work of this instance. Every job is safe to run on several instances at once (rows
// are claimed with leases), so each instance simply runs them all.

export const JOB_INTERVALS_MS = {
  refresh: 2_000,
  recovery: 30_000,
  outbox: 5_000,
  housekeeping: 60 * 60_000,
};

/**
 * Starts the swap refresher, the creation recovery, the outbox deliverer, the clean-up of old
 * rows and, with COINGECKO_API_KEY, the price refresh. Returns a stopper: no run starts after it
 * is called, and it settles once every run in progress has ended (shutdown awaits it before
 * closing the database). Does nothing when JOBS=false.
 */
export function startJobs(): StopJob {
  if (!env().JOBS) {
    log.info('jobs: disabled (JOBS=false)');
    return async () => {};
  }
  const stops: StopJob[] = [
    every('swap-refresh', JOB_INTERVALS_MS.refresh, refreshDueSwaps),
    every('swap-recovery', JOB_INTERVALS_MS.recovery, recoverInterruptedCreations),
    every('outbox', JOB_INTERVALS_MS.outbox, deliverOutbox),
    every('housekeeping', JOB_INTERVALS_MS.housekeeping, cleanUpOldRows),
  ];
  // Reference prices move only with a live source; the seed's snapshot stays as dated.
  if (env().COINGECKO_API_KEY) {
    const first = refreshPrices().catch((error: unknown) =>
      log.warn('jobs: a run failed', { job: 'prices', error }),
    );
    stops.push(async () => {
      await first;
    });
    stops.push(every('prices', PRICE_REFRESH_INTERVAL_MS, refreshPrices));
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
