import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuildWatch, fetchBuildId } from '@/lib/navigation/build-watch';

describe('createBuildWatch', () => {
  it('takes the first answer as the page own build and flags any other one', () => {
    const watch = createBuildWatch();
    expect(watch.record('build-a')).toBe(false);
    expect(watch.record('build-a')).toBe(false);
    expect(watch.record('build-b')).toBe(true);
    expect(watch.outdated).toBe(true);
  });

  it('ignores failed polls, before and after the first answer', () => {
    const watch = createBuildWatch();
    expect(watch.record(null)).toBe(false);
    expect(watch.record('build-a')).toBe(false);
    expect(watch.record(null)).toBe(false);
  });

  it('stays outdated once flagged, even if the old build answers again', () => {
    const watch = createBuildWatch();
    watch.record('a');
    watch.record('b');
    expect(watch.record('a')).toBe(true);
  });
});

describe('fetchBuildId', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetcher);
    return fetcher;
  };

  it('asks with a cache-busting timestamp, no cache and the page language', async () => {
    const fetcher = answer(200, { buildId: 'abc' });
    await expect(fetchBuildId('/api/build', 1234, 'fr')).resolves.toBe('abc');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/build?t=1234');
    expect(init.cache).toBe('no-store');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('fr');
  });

  it.each([
    ['an error status', () => answer(503, { buildId: 'abc' })],
    ['a body without an id', () => answer(200, { id: 'abc' })],
    ['an empty id', () => answer(200, { buildId: '' })],
    [
      'a network failure',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            throw new TypeError('offline');
          }),
        ),
    ],
  ])('answers null for %s', async (_, stub) => {
    stub();
    await expect(fetchBuildId('/api/build', 1, 'en')).resolves.toBeNull();
  });
});
