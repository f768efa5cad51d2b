import type { LimitState } from './types';

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy's quota `q` per
 * window `w` seconds, and what is left `r` until the window ends in `t` seconds.
 */
export function rateLimitHeaders(state: LimitState): Record<string, string> {
  const name = `"${state.name}"`;
  return {
    'RateLimit-Policy': `${name};q=${state.quota};w=${state.windowSeconds}`,
    RateLimit: `${name};r=${state.remaining};t=${state.resetSeconds}`,
  };
}
