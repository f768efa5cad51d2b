// @vitest-environment jsdom
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@/lib/navigation/constants';
import { createLoadingBar, estimatedProgress } from '@/lib/navigation/loading-bar';

// The timings around nprogress, with fake timers and the real nprogress drawing into jsdom.

const element = () => document.getElementById('nprogress');
/** How far the bar is drawn (0..1), from nprogress's transform on it. */
function drawn(): number {
  const transform = element()?.querySelector<HTMLElement>('.bar')?.style.transform ?? '';
  const shift = /translate(?:3d)?\((-?[\d.]+)%/.exec(transform)?.[1];
  return shift === undefined ? Number.NaN : 1 + Number(shift) / 100;
}

describe('the loading bar around nprogress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    NProgress.remove();
    NProgress.status = null;
  });

  it('is configured in the brand: no spinner, no trickle of its own', () => {
    expect(NProgress.settings).toMatchObject({ showSpinner: false, trickle: false });
    expect(NProgress.settings.speed).toBe(LOADING_BAR.tickMs);
  });

  it('draws a decorative bar, with no made-up ARIA role (nprogress says role="bar")', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    const drawnBar = element()?.querySelector('.bar');
    expect(drawnBar).not.toBeNull();
    expect(drawnBar?.getAttribute('role')).toBeNull();
    expect(drawnBar?.getAttribute('aria-hidden')).toBe('true');
    bar.finish();
  });

  it('shows nothing for a navigation that ends within the 200 ms throttle', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    expect(element()).toBeNull();
    bar.finish();
    vi.runAllTimers();
    expect(element()).toBeNull();
    expect(bar.running).toBe(false);
  });

  it('appears after the throttle, creeps forward without finishing, then completes', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(element()).not.toBeNull();
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    const creeping = drawn();
    expect(creeping).toBeGreaterThan(0.6);
    expect(creeping).toBeLessThan(0.8);

    bar.finish();
    vi.advanceTimersByTime(LOADING_BAR.tickMs);
    expect(drawn()).toBeCloseTo(1, 3);
    expect(element()?.dataset.state).toBe('active');
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - LOADING_BAR.tickMs - 1);
    expect(element()?.hasAttribute('data-hiding')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(element()?.hasAttribute('data-hiding')).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs - 1);
    expect(element()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(element()).toBeNull();
    expect(NProgress.isStarted()).toBe(false);
    expect(bar.running).toBe(false);
  });

  it('shows the error state on failure, even before the throttle', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.fail();
    expect(element()?.dataset.state).toBe('error');
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(element()).toBeNull();
  });

  it('fails a navigation that never ends', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.timeoutMs);
    expect(element()?.dataset.state).toBe('error');
    expect(bar.running).toBe(false);
  });

  it('ignores a second start while running and a finish when idle', () => {
    const bar = createLoadingBar();
    bar.finish();
    expect(element()).toBeNull();
    bar.start();
    vi.advanceTimersByTime(100);
    bar.start();
    vi.advanceTimersByTime(100);
    // One throttle from the first start, not restarted by the second.
    expect(element()).not.toBeNull();
  });

  it('starts over cleanly when a navigation begins while the last one fades', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.finish();
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    bar.start();
    expect(element()).toBeNull();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(element()?.hasAttribute('data-hiding')).toBe(false);
    expect(element()?.hasAttribute('data-state')).toBe(false);
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(element()).not.toBeNull();
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
