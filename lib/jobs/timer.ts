import 'server-only';
import { log } from '@/lib/log';

/** Stops a job: no run starts after the call, and the promise settles once a run in progress ends. */
export type StopJob = () => Promise<void>;

/**
 * Runs `task` every `intervalMs`, measured from the end of the previous run so runs never
 * overlap. The timer is unref'd: it never keeps the process alive. The returned stopper lets a
 * shutdown wait for the run in progress, so the database is never closed under a job's
 * transaction.
 */
export function every(name: string, intervalMs: number, task: () => Promise<unknown>): StopJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  const run = async () => {
    running = task().then(
      () => undefined,
      (error: unknown) => log.warn('jobs: a run failed', { job: name, error }),
    );
    await running;
    running = undefined;
    schedule();
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
