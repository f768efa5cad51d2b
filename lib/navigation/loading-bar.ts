import { LOADING_BAR } from './constants';

// The loading bar's timing, apart from how it is drawn: a navigation shorter than the throttle
// shows nothing; a longer one shows a bar that creeps towards (never reaching) the end; finishing
// fills it, holds it for the hide delay, fades it out and resets it. A failure does the same in
// the error state. Timers are injected so the behaviour is unit-tested with a fake clock.

export interface LoadingBarView {
  /** Shows the bar at `progress` (0..1), in the normal or error state. */
  render(progress: number, state: 'active' | 'error'): void;
  /** Starts the fade-out. */
  hide(): void;
  /** Removes the bar and resets it to zero. */
  reset(): void;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

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

export function createLoadingBar(view: LoadingBarView, clock: Clock): LoadingBar {
  let startedAt = 0;
  let running = false;
  let visible = false;
  let timers: unknown[] = [];

  const later = (callback: () => void, ms: number) => {
    timers.push(clock.setTimeout(callback, ms));
  };
  const clearTimers = () => {
    for (const timer of timers) clock.clearTimeout(timer);
    timers = [];
  };
  const tick = () => {
    view.render(estimatedProgress(clock.now() - startedAt), 'active');
    later(tick, LOADING_BAR.tickMs);
  };
  const end = (state: 'active' | 'error') => {
    if (!running) return;
    running = false;
    clearTimers();
    if (!visible && state === 'active') return;
    visible = true;
    view.render(1, state);
    later(() => {
      view.hide();
      later(() => {
        visible = false;
        view.reset();
      }, LOADING_BAR.resetDelayMs);
    }, LOADING_BAR.hideDelayMs);
  };

  return {
    start() {
      if (running) return;
      clearTimers();
      if (visible) {
        visible = false;
        view.reset();
      }
      running = true;
      startedAt = clock.now();
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
