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

  it('lets a stopper wait for the run in progress, and starts no run after it', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let finish = () => {};
    const stop = every('slow', 100, async () => {
      events.push('run started');
      await new Promise<void>((resolve) => (finish = resolve));
      events.push('run ended');
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual(['run started']);
    const stopped = stop().then(() => events.push('stopped'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual(['run started']); // still waiting for the run
    finish();
    await stopped;
    expect(events).toEqual(['run started', 'run ended', 'stopped']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toHaveLength(3);
  });

  it('stops at once when no run is in progress', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => undefined);
    const stop = every('idle', 100, task);
    await stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
