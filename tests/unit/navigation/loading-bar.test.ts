import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@/lib/navigation/constants';
import { createLoadingBar, estimatedProgress } from '@/lib/navigation/loading-bar';

function setup() {
  const calls: string[] = [];
  let last = { progress: 0, state: '' };
  const view = {
    render: (progress: number, state: string) => {
      last = { progress, state };
      calls.push(`render:${state}`);
    },
    hide: () => calls.push('hide'),
    reset: () => calls.push('reset'),
  };
  const clock = {
    now: () => Date.now(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const bar = createLoadingBar(view, clock);
  return { bar, calls, last: () => last };
}

describe('the loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for a navigation that ends within the 200 ms throttle', () => {
    const { bar, calls } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finish();
    vi.runAllTimers();
    expect(calls).toEqual([]);
  });

  it('appears after the throttle, creeps forward without finishing, then completes', () => {
    const { bar, calls, last } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(calls).toEqual(['render:active']);
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    const creeping = last().progress;
    expect(creeping).toBeGreaterThan(0.6);
    expect(creeping).toBeLessThan(1);

    bar.finish();
    expect(last()).toEqual({ progress: 1, state: 'active' });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(calls.at(-1)).toBe('render:active');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('hide');
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(calls.at(-1)).toBe('reset');
    expect(bar.running).toBe(false);
  });

  it('shows the error state on failure, even before the throttle', () => {
    const { bar, last, calls } = setup();
    bar.start();
    bar.fail();
    expect(last()).toEqual({ progress: 1, state: 'error' });
    vi.runAllTimers();
    expect(calls.slice(-2)).toEqual(['hide', 'reset']);
  });

  it('fails a navigation that never ends', () => {
    const { bar, last } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.timeoutMs);
    expect(last()).toEqual({ progress: 1, state: 'error' });
    expect(bar.running).toBe(false);
  });

  it('ignores a second start while running and a finish when idle', () => {
    const { bar, calls } = setup();
    bar.finish();
    bar.start();
    vi.advanceTimersByTime(100);
    bar.start();
    vi.advanceTimersByTime(100);
    expect(calls).toEqual(['render:active']);
  });

  it('starts over cleanly when a navigation begins while the last one fades', () => {
    const { bar, calls } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.finish();
    bar.start();
    expect(calls.at(-1)).toBe('reset');
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(calls).not.toContain('hide');
  });
});

describe('estimatedProgress', () => {
  it('rises steadily, about 70 % at the duration, and never reaches the end', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(1000)).toBeLessThan(estimatedProgress(2000));
    expect(estimatedProgress(2000)).toBeCloseTo(0.705, 2);
    expect(estimatedProgress(60_000)).toBeLessThan(1);
  });
});
