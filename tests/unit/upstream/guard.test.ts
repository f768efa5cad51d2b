import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteCall } from '@/lib/http/call-count';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { TtlCache } from '@/lib/upstream/answer-cache';
import { breakers, FAILURE_THRESHOLD } from '@/lib/upstream/breaker';
import { getProviderBudget, ProviderBudget } from '@/lib/upstream/budget';
import { guardedCall, upstreamIdle, type Failure, type GuardedCall } from '@/lib/upstream/guard';

// The upstream guard on its own, with a kind of its own: answers are strings, failures are
// reported as "failure:<type>", outages are errors whose message starts with "down".

class Down extends Error {}

type Answer = string;

function call(
  run: GuardedCall<string, Answer>['run'],
  overrides: Partial<GuardedCall<string, Answer>> = {},
): GuardedCall<string, Answer> & { failures: Failure[] } {
  const failures: Failure[] = [];
  return {
    failures,
    provider: 'p',
    key: 'p|question',
    calls: 1,
    timeoutMs: 1_000,
    cache: 'never',
    run,
    isOutage: (error) => error instanceof Down,
    timeoutError: () => new Down('timeout'),
    accept: (value) => `answer:${value}`,
    fail: (failure) => {
      failures.push(failure);
      return `failure:${failure.type}`;
    },
    ...overrides,
  };
}

const settle = (c: GuardedCall<string, Answer>) => guardedCall(c).settled;

function budget(perMinute: number) {
  setSingletonForTests(getProviderBudget, new ProviderBudget({ perMinute, perProvider: {} }));
}

beforeEach(() => {
  breakers().reset();
  budget(1_000);
});
afterEach(async () => {
  vi.useRealTimers();
  await upstreamIdle();
});

describe('shared calls and the answer cache', () => {
  it('identical questions asked while one runs share its call', async () => {
    let release!: (value: string) => void;
    const run = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = guardedCall(call(run));
    const second = guardedCall(call(run));
    expect([first.source, second.source]).toEqual(['call', 'shared']);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    release('x');
    expect(await first.settled).toEqual({ answer: 'answer:x', asked: true });
    expect(await second.settled).toEqual({ answer: 'answer:x', asked: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cached answer is given without a call, and is no measurement', async () => {
    const cache = new TtlCache<Answer>({ ttlMs: () => 10_000, maxEntries: 10 });
    const run = vi.fn(async () => 'x');
    await settle(call(run, { cache }));
    const again = guardedCall(call(run, { cache }));
    expect(again.source).toBe('cache');
    expect(await again.settled).toEqual({ answer: 'answer:x', asked: false });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("with cache 'never' every question settled is asked again", async () => {
    const run = vi.fn(async () => 'x');
    await settle(call(run));
    await settle(call(run));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a refusal goes to the cache, which alone decides to keep it', async () => {
    const kept: string[] = [];
    const cache = {
      get: () => undefined,
      set: (_key: string, answer: Answer) => kept.push(answer),
    };
    await settle(
      call(
        async () => {
          throw new Error('amount too low');
        },
        { cache },
      ),
    );
    expect(kept).toEqual(['failure:refused']);
  });
});

describe('the deadline', () => {
  it('gives up on a call that ignores its signal, aborts the signal, and reports an outage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signal: AbortSignal | undefined;
    const c = call((s) => {
      signal = s;
      return new Promise<string>(() => {});
    });
    const settled = settle(c);
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toEqual({ answer: 'failure:failed', asked: true });
    expect(signal?.aborted).toBe(true);
    expect(c.failures[0]).toMatchObject({ type: 'failed', error: new Down('timeout') });
  });
});

describe('the breaker', () => {
  it('opens after FAILURE_THRESHOLD outages in a row: the provider is not called', async () => {
    const run = vi.fn(async (): Promise<string> => {
      throw new Down('down');
    });
    for (let i = 0; i < FAILURE_THRESHOLD; i += 1) await settle(call(run));
    expect(await settle(call(run))).toEqual({ answer: 'failure:open', asked: false });
    expect(run).toHaveBeenCalledTimes(FAILURE_THRESHOLD);
  });

  it('refusals do not count: the provider is up', async () => {
    const run = vi.fn(async (): Promise<string> => {
      throw new Error('refused');
    });
    for (let i = 0; i < FAILURE_THRESHOLD * 2; i += 1) {
      expect(await settle(call(run))).toEqual({ answer: 'failure:refused', asked: true });
    }
    expect(run).toHaveBeenCalledTimes(FAILURE_THRESHOLD * 2);
  });
});

describe('the budget', () => {
  it('is charged the vendor requests really sent, and refuses once spent', async () => {
    budget(3);
    // Taken 1, sent 3: the minute's 3 are gone.
    const three = vi.fn(async () => {
      noteCall();
      noteCall();
      noteCall();
      return 'x';
    });
    await settle(call(three));
    const c = call(three);
    expect(await settle(c)).toEqual({ answer: 'failure:budget', asked: false });
    expect(c.failures).toEqual([{ type: 'budget', perMinute: 3 }]);
    expect(three).toHaveBeenCalledTimes(1);
  });

  it('while spent, a stale answer the cache still has is given instead of the refusal', async () => {
    budget(0);
    const cache = { get: () => undefined, stale: () => 'old', set: () => {} };
    expect(await settle(call(async () => 'x', { cache }))).toEqual({ answer: 'old', asked: false });
  });
});

describe('an answer our side cannot use', () => {
  it('is unusable: not cached, not a measurement', async () => {
    const cache = new TtlCache<Answer>({ ttlMs: () => 10_000, maxEntries: 10 });
    const c = call(async () => 'x', {
      cache,
      accept: () => {
        throw new Error('database down');
      },
    });
    expect(await settle(c)).toEqual({ answer: 'failure:unusable', asked: false });
    expect(cache.get(c.key)).toBeUndefined();
  });
});
