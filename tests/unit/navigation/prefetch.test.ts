import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH } from '@/lib/navigation/constants';
import {
  connectionAllowsPrefetch,
  createPrefetchIntent,
  prefetchablePath,
  type ConnectionLike,
} from '@/lib/navigation/prefetch';

describe('connectionAllowsPrefetch', () => {
  it('preloads when the browser says nothing, or the connection is fast', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('preloads nothing in save-data mode or on a 2G-class connection', () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('prefetchablePath', () => {
  const current = new URL('https://swaplens.test/de/swap?from=btc');

  it('gives the path and query of another page of the site', () => {
    expect(prefetchablePath('https://swaplens.test/de/coin/btc', current)).toBe('/de/coin/btc');
    expect(prefetchablePath('/fr?x=1#top', current)).toBe('/fr?x=1');
  });

  it('skips other origins, the page itself and what is no URL', () => {
    expect(prefetchablePath('https://other.test/de', current)).toBeNull();
    expect(prefetchablePath('/de/swap?from=btc#offers', current)).toBeNull();
    expect(prefetchablePath('http://[', current)).toBeNull();
  });
});

describe('createPrefetchIntent', () => {
  let connection: ConnectionLike | undefined;
  let prefetch: ReturnType<typeof vi.fn<() => void>>;
  const intent = () => createPrefetchIntent(prefetch, () => connection);

  beforeEach(() => {
    vi.useFakeTimers();
    connection = undefined;
    prefetch = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once the pointer rests on the link for the hover delay', () => {
    const link = intent();
    link.hover();
    vi.advanceTimersByTime(PREFETCH.hoverDelayMs - 1);
    expect(prefetch).not.toHaveBeenCalled();
    link.hover();
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the pointer only sweeps across the link', () => {
    const link = intent();
    link.hover();
    vi.advanceTimersByTime(PREFETCH.hoverDelayMs - 1);
    link.leave();
    vi.runAllTimers();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads at once on focus or touch, without a second load from a pending hover', () => {
    const link = intent();
    link.hover();
    link.now();
    expect(prefetch).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('loads nothing in save-data mode or on 2G, read at the moment of intent', () => {
    const link = intent();
    connection = { saveData: true };
    link.now();
    connection = { effectiveType: 'slow-2g' };
    link.hover();
    vi.runAllTimers();
    expect(prefetch).not.toHaveBeenCalled();
    connection = { effectiveType: '4g' };
    link.now();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
