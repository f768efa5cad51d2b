import { describe, expect, it, vi } from 'vitest';
import { cachedRead, invalidateCacheTags } from '@/lib/cache/tags';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('cachedRead', () => {
  it('keeps a value until one of its tags is invalidated, then loads again', async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads, { tags: ['catalogue', 'prices'], ttlMs: 60_000 });
    expect(await read.get()).toBe(1);
    expect(await read.get()).toBe(1);
    invalidateCacheTags('prices');
    expect(await read.get()).toBe(2);
    invalidateCacheTags('catalogue');
    expect(await read.get()).toBe(3);
    expect(await read.get()).toBe(3);
  });

  it('is not touched by the invalidation of a tag it does not carry', async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads, { tags: ['catalogue'], ttlMs: 60_000 });
    expect(await read.get()).toBe(1);
    invalidateCacheTags('prices');
    expect(await read.get()).toBe(1);
  });

  it('still expires after its TTL without any invalidation', async () => {
    let now = 0;
    let loads = 0;
    const read = cachedRead(async () => ++loads, {
      tags: ['prices'],
      ttlMs: 1_000,
      now: () => now,
    });
    expect(await read.get()).toBe(1);
    now = 1_000;
    expect(await read.get()).toBe(2);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const first = deferred<string>();
    const results = [first.promise, Promise.resolve('fresh')];
    const read = cachedRead(() => results.shift()!, { tags: ['prices'], ttlMs: 60_000 });
    const stale = read.get();
    invalidateCacheTags('prices');
    expect(await read.get()).toBe('fresh');
    first.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await read.get()).toBe('fresh');
  });

  it('reaches the caches of another copy of the module (Next bundles the jobs apart)', async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads, { tags: ['prices'], ttlMs: 60_000 });
    expect(await read.get()).toBe(1);
    vi.resetModules();
    const copy = await import('@/lib/cache/tags');
    expect(copy.invalidateCacheTags).not.toBe(invalidateCacheTags);
    copy.invalidateCacheTags('prices');
    expect(await read.get()).toBe(2);
  });
});
