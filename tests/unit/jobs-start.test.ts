import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/jobs';
import { importWithEnv } from '../helpers/env';

// startJobs runs the jobs the domains declare (lib/startup/jobs.ts); JOBS=false runs none.

const startJobs = (jobs: Job[], variables: Record<string, string> = {}) =>
  importWithEnv(variables, () => import('@/lib/jobs')).then((module) => module.startJobs(jobs));

describe('startJobs', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('runs each job on its interval, a runAtStart job at once too', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const stop = await startJobs([
      { name: 'a', intervalMs: 1_000, run: async () => runs.push('a') },
      { name: 'b', intervalMs: 1_000, run: async () => runs.push('b'), runAtStart: true },
    ]);
    expect(runs).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.sort()).toEqual(['a', 'b', 'b']);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(3);
  });

  it('lets the stopper wait for a first run still in progress', async () => {
    let finish!: () => void;
    let done = false;
    const slow = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      done = true;
    };
    const stop = await startJobs([
      { name: 'slow', intervalMs: 60_000, run: slow, runAtStart: true },
    ]);
    const stopped = stop();
    expect(done).toBe(false);
    finish();
    await stopped;
    expect(done).toBe(true);
  });

  it('starts nothing when JOBS=false', async () => {
    const run = vi.fn(async () => {});
    const stop = await startJobs([{ name: 'a', intervalMs: 1, run, runAtStart: true }], {
      JOBS: 'false',
    });
    await stop();
    expect(run).not.toHaveBeenCalled();
  });
});
