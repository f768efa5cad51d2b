import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { deliverOutbox } from '@/lib/mail/deliver';
import { recoverInterruptedCreations } from '@/lib/swaps/recovery';
import { refreshDueSwaps } from '@/lib/swaps/refresh';
import { cleanUpOldRows } from './housekeeping';
import { every } from './timer';

// Background work of this instance. Every job is safe to run on several instances at once (rows
// are claimed with leases), so each instance simply runs them all.

export const JOB_INTERVALS_MS = {
  refresh: 2_000,
  recovery: 30_000,
  outbox: 5_000,
  housekeeping: 60 * 60_000,
};

/**
 * Starts the swap refresher, the creation recovery, the outbox deliverer and the clean-up of old
 * rows; returns a function that stops them. Does nothing when JOBS=false.
 */
export function startJobs(): () => void {
  if (!env().JOBS) {
    log.info('jobs: disabled (JOBS=false)');
    return () => {};
  }
  const stops = [
    every('swap-refresh', JOB_INTERVALS_MS.refresh, refreshDueSwaps),
    every('swap-recovery', JOB_INTERVALS_MS.recovery, recoverInterruptedCreations),
    every('outbox', JOB_INTERVALS_MS.outbox, deliverOutbox),
    every('housekeeping', JOB_INTERVALS_MS.housekeeping, cleanUpOldRows),
  ];
  return () => stops.forEach((stop) => stop());
}
