import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from '@/lib/jobs/timer';

describe('job timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a task on an interval without overlapping runs, until stopped', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const stop = every('test', 1_000, async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // slower than the interval
      running -= 1;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(3); // 1 s wait + 2.5 s run, three times in 10 s
    expect(maxRunning).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(3);
  });

  it('keeps running after a failed run', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {
      throw new Error('boom');
    });
    const stop = every('failing', 100, task);
    await vi.advanceTimersByTimeAsync(350);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
  });
});
