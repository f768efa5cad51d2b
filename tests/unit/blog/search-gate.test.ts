import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { RATE_LIMITS } from '@/lib/api/limits';
import { getRateLimiter, MemoryRateLimiter } from '@/lib/api/rate-limit';
import type { SearchResults } from '@/lib/blog/search';
import {
  BUSY_RETRY_AFTER_SECONDS,
  blogSearchGate,
  gatedSearch,
  normaliseQuery,
  SEARCH_CONCURRENCY,
  SEARCH_QUEUE,
} from '@/lib/blog/search-gate';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { uniqueIp } from '../../helpers/requests';

// Security review 2026-12 M1: every blog search ran its SQL on the site's own database, with no
// limit, no cache and no bound on how many ran at once, so searching slowed swap reads down.

const from = (ip: string) =>
  new Request('http://localhost/blog/search', { headers: { [CLIENT_IP_HEADER]: ip } });
const results = (query: string, page = 1): SearchResults => ({
  query,
  hits: [],
  page,
  pages: 1,
  total: 0,
});

afterEach(() => resetSingletonsForTests(blogSearchGate, getRateLimiter));

function useLimiter() {
  setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
}

describe('blog search gate', () => {
  it('answers the same search from its cache, whatever the spacing', async () => {
    useLimiter();
    const search = vi.fn(async (_locale: string, query: string, page?: number) =>
      results(query, page),
    );
    const ip = uniqueIp();
    const first = await gatedSearch(from(ip), 'en', 'swap  fees', 1, search);
    const again = await gatedSearch(from(uniqueIp()), 'en', ' swap fees ', 1, search);
    expect(first).toEqual({ kind: 'results', results: results('swap fees') });
    expect(again).toEqual(first);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('en', 'swap fees', 1);
    // Another locale or page is another search.
    await gatedSearch(from(ip), 'de', 'swap fees', 1, search);
    await gatedSearch(from(ip), 'en', 'swap fees', 2, search);
    expect(search).toHaveBeenCalledTimes(3);
    // A page past the end (undefined: the page answers 404) is kept too.
    const none = vi.fn(async () => undefined);
    expect(await gatedSearch(from(ip), 'en', 'zzz', 9, none)).toEqual({
      kind: 'results',
      results: undefined,
    });
    await gatedSearch(from(ip), 'en', 'zzz', 9, none);
    expect(none).toHaveBeenCalledTimes(1);
  });

  it('normalises the query for its key and the search', () => {
    expect(normaliseQuery('  cafe\u0301 \t fees ')).toBe('café fees');
  });

  it('refuses a client past its limit, with the seconds to wait; cached answers still come', async () => {
    useLimiter();
    const search = vi.fn(async (_locale: string, query: string) => results(query));
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.blogSearch.limit; i += 1) {
      expect((await gatedSearch(from(ip), 'en', `q${i}`, 1, search)).kind).toBe('results');
    }
    const refused = await gatedSearch(from(ip), 'en', 'one more', 1, search);
    expect(refused.kind).toBe('rate_limited');
    expect(refused.kind === 'rate_limited' && refused.retryAfter).toBeGreaterThan(0);
    expect(search).toHaveBeenCalledTimes(RATE_LIMITS.blogSearch.limit);
    expect((await gatedSearch(from(ip), 'en', 'q0', 1, search)).kind).toBe('results');
    // Another client still searches.
    expect((await gatedSearch(from(uniqueIp()), 'en', 'one more', 1, search)).kind).toBe('results');
  });

  it('refuses everyone past the global ceiling', async () => {
    useLimiter();
    const search = vi.fn(async (_locale: string, query: string) => results(query));
    for (let i = 0; i < RATE_LIMITS.blogSearch.globalLimit; i += 1) {
      await gatedSearch(from(uniqueIp()), 'en', `g${i}`, 1, search);
    }
    expect((await gatedSearch(from(uniqueIp()), 'en', 'late', 1, search)).kind).toBe(
      'rate_limited',
    );
  });

  it(`runs ${SEARCH_CONCURRENCY} searches at once, queues ${SEARCH_QUEUE}, and answers busy beyond`, async () => {
    useLimiter();
    const waiting: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const search = vi.fn(async (_locale: string, query: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running -= 1;
      return results(query);
    });
    const admitted = Array.from({ length: SEARCH_CONCURRENCY + SEARCH_QUEUE }, (_, i) =>
      gatedSearch(from(uniqueIp()), 'en', `slow ${i}`, 1, search),
    );
    await vi.waitFor(() => expect(waiting).toHaveLength(SEARCH_CONCURRENCY));
    expect(await gatedSearch(from(uniqueIp()), 'en', 'one too many', 1, search)).toEqual({
      kind: 'busy',
      retryAfter: BUSY_RETRY_AFTER_SECONDS,
    });
    // The same query as one already running waits for it instead of taking a place.
    const shared = gatedSearch(from(uniqueIp()), 'en', 'slow 0', 1, search);
    while (waiting.length > 0 || running > 0) {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const outcome of await Promise.all([...admitted, shared]))
      expect(outcome.kind).toBe('results');
    expect(most).toBe(SEARCH_CONCURRENCY);
    expect(search).toHaveBeenCalledTimes(SEARCH_CONCURRENCY + SEARCH_QUEUE);
  });
});
