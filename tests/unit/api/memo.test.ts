import { describe, expect, it } from 'vitest';
import { memoizeWithTtl } from '@/lib/cache/memo';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('memoizeWithTtl', () => {
  it('loads once per TTL', async () => {
    let now = 0;
    let loads = 0;
    const memo = memoizeWithTtl(
      async () => ++loads,
      60_000,
      () => now,
    );
    expect(await memo.get()).toBe(1);
    now = 59_999;
    expect(await memo.get()).toBe(1);
    now = 60_000;
    expect(await memo.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const pending = deferred<string>();
    const memo = memoizeWithTtl(() => {
      loads += 1;
      return pending.promise;
    }, 1_000);
    const calls = [memo.get(), memo.get(), memo.get()];
    pending.resolve('value');
    expect(await Promise.all(calls)).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const memo = memoizeWithTtl(async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    }, 1_000);
    await expect(memo.get()).rejects.toThrow('database down');
    fail = false;
    expect(await memo.get()).toBe('ok');
  });

  it('does not let a load started before clear() store its outdated value', async () => {
    const first = deferred<string>();
    let calls = 0;
    const memo = memoizeWithTtl(() => {
      calls += 1;
      return calls === 1 ? first.promise : Promise.resolve('fresh');
    }, 1_000);
    const stale = memo.get();
    memo.clear();
    first.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await memo.get()).toBe('fresh');
  });
});
