import NProgress from 'nprogress';
import { LOADING_BAR } from './constants';

// The loading bar is nprogress (the package the design card names): it draws the bar and animates
// its width. Around it, the spec's timings that nprogress lacks (section 9): a navigation shorter
// than the throttle shows nothing; a longer one creeps towards (never reaching) the end over the
// duration; finishing fills it, holds it for the hide delay, fades it over the reset delay and
// removes it. A failure does the same in the error state. Unit-tested with fake timers.

/**
 * nprogress's own set(1) starts its fade after one `speed` and fades for another; the spec holds
 * the full bar for 500 ms and fades for 400, so the wrapper sets "full" just below 1 (a fraction
 * of a pixel short) and does the hold, fade and removal itself.
 */
const FULL = 0.9999;

NProgress.configure({
  showSpinner: false,
  trickle: false,
  minimum: 0,
  easing: 'ease-out',
  // Each set() animates for `speed` and nprogress queues them, so the estimate is set at that rate.
  speed: LOADING_BAR.tickMs,
  // nprogress's own template says role="bar", which is no ARIA role (axe: aria-roles); the bar is
  // decoration, and the page under it says what is loading. Its selector follows the template.
  template: '<div class="bar" aria-hidden="true"></div>',
  barSelector: '.bar',
});

/** The creeping estimate: about 70 % after `duration`, approaching but never reaching 100 %. */
export function estimatedProgress(elapsedMs: number, durationMs = LOADING_BAR.durationMs): number {
  return Math.min(0.95, (2 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2));
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
  readonly running: boolean;
}

const element = () => document.getElementById('nprogress');

export function createLoadingBar(): LoadingBar {
  let startedAt = 0;
  let running = false;
  let visible = false;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const later = (callback: () => void, ms: number) => {
    timers.push(setTimeout(callback, ms));
  };
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const remove = () => {
    visible = false;
    NProgress.remove();
    NProgress.status = null;
  };
  const tick = () => {
    NProgress.set(estimatedProgress(Date.now() - startedAt));
    later(tick, LOADING_BAR.tickMs);
  };
  const end = (state: 'active' | 'error') => {
    if (!running) return;
    running = false;
    clearTimers();
    if (!visible && state === 'active') return;
    visible = true;
    NProgress.set(FULL);
    const bar = element();
    if (bar) bar.dataset.state = state;
    later(() => {
      element()?.setAttribute('data-hiding', '');
      later(remove, LOADING_BAR.resetDelayMs);
    }, LOADING_BAR.hideDelayMs);
  };

  return {
    start() {
      if (running) return;
      clearTimers();
      if (visible) remove();
      running = true;
      startedAt = Date.now();
      later(() => {
        visible = true;
        tick();
      }, LOADING_BAR.throttleMs);
      later(() => end('error'), LOADING_BAR.timeoutMs);
    },
    finish: () => end('active'),
    fail: () => end('error'),
    get running() {
      return running;
    },
  };
}
