// Navigation constants from the spec (section 9).

export const LOADING_BAR = {
  heightPx: 3,
  /** A navigation that finishes sooner shows no bar at all. */
  throttleMs: 200,
  /** Time the bar's estimate takes to reach about 70 %; it never completes on its own. */
  durationMs: 2000,
  /** How long the full (or red) bar stays before it fades. */
  hideDelayMs: 500,
  /** The fade, after which the bar is gone and reset to zero. */
  resetDelayMs: 400,
  /** How often the estimate is set; also nprogress's `speed` (each step's animation). */
  tickMs: 200,
  /** Past this a navigation counts as failed (the request timeout of spec section 7). */
  timeoutMs: 15_000,
} as const;

export const PREFETCH = {
  /** How long the pointer rests on a link before its route is preloaded. */
  hoverDelayMs: 80,
  /** effectiveType values (Network Information API) on which nothing is preloaded. */
  slowConnections: ['slow-2g', '2g'] as readonly string[],
} as const;

export const SCROLL = { delayMs: 350, anchorOffsetPx: 70 } as const;

export const CHUNK_RELOAD = { samePathWindowMs: 10_000, maxReloads: 2 } as const;

export const BUILD_POLL = {
  intervalMs: 5 * 60_000,
  /** Focus events come in bursts (tab switches); poll at most this often because of them. */
  minGapMs: 60_000,
  endpoint: '/api/build',
} as const;
