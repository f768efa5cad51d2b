import { log } from '@/lib/log';

/**
 * Runs `task` every `intervalMs`, measured from the end of the previous run so runs never
 * overlap. The timer is unref'd: it never keeps the process alive. Returns a stop function.
 */
export function every(name: string, intervalMs: number, task: () => Promise<unknown>): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.warn('jobs: a run failed', { job: name, error });
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
