import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEYS,
  isChunkLoadError,
  shouldReloadForChunkError,
} from '@/lib/navigation/chunk-reload';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk app/page failed. (error: https://x/_next/static/chunks/a.js)'),
    new Error('Loading CSS chunk 7 failed.'),
    new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 123'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'Loading chunk 5 failed.',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([new Error('boom'), new TypeError('Failed to fetch'), null, undefined, 42, {}])(
    'ignores %s',
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});

describe('shouldReloadForChunkError', () => {
  let storage: MemoryStorage;
  let time: number;
  const deps = () => ({ storage, now: () => time });

  beforeEach(() => {
    storage = new MemoryStorage();
    time = 1_000_000;
  });

  it('reloads at most once per 10 seconds for the same path', () => {
    expect(shouldReloadForChunkError('/swap', deps())).toBe(true);
    time += 9_999;
    expect(shouldReloadForChunkError('/swap', deps())).toBe(false);
    time += 1;
    expect(shouldReloadForChunkError('/swap', deps())).toBe(true);
  });

  it('does not let one path block another', () => {
    expect(shouldReloadForChunkError('/swap', deps())).toBe(true);
    expect(shouldReloadForChunkError('/buy', deps())).toBe(true);
  });

  it('allows two reloads per session, then clears the counter and stops that once', () => {
    expect(shouldReloadForChunkError('/a', deps())).toBe(true);
    expect(shouldReloadForChunkError('/b', deps())).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEYS.count)).toBe('2');
    expect(shouldReloadForChunkError('/c', deps())).toBe(false);
    expect(storage.getItem(CHUNK_RELOAD_KEYS.count)).toBeNull();
    // The counter starts over: a later failure may reload again.
    time += 60_000;
    expect(shouldReloadForChunkError('/c', deps())).toBe(true);
  });

  it('survives corrupt storage', () => {
    storage.setItem(CHUNK_RELOAD_KEYS.count, 'x');
    storage.setItem(CHUNK_RELOAD_KEYS.lastByPath, '{not json');
    expect(shouldReloadForChunkError('/swap', deps())).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEYS.count)).toBe('1');
  });
});
