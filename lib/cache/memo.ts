export interface Memo<T> {
  /** The cached value while fresh; otherwise one load shared by every concurrent caller. */
  get(): Promise<T>;
  /** Forgets the value, so the next get() loads again. */
  clear(): void;
}

/**
 * Caches the result of `load` in this process for `ttlMs`. Concurrent callers during a load share
 * it, so a burst of requests after expiry costs one query. A failed load is not cached.
 */
export function memoizeWithTtl<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): Memo<T> {
  let cached: { value: T; expiresAt: number } | undefined;
  let inFlight: Promise<T> | undefined;
  // Bumped by clear(), so a load that started before it cannot store an outdated value.
  let generation = 0;

  return {
    get() {
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.value);
      if (inFlight) return inFlight;
      const started = generation;
      const loading = load().then((value) => {
        if (started === generation) cached = { value, expiresAt: now() + ttlMs };
        return value;
      });
      inFlight = loading;
      const forget = () => {
        if (inFlight === loading) inFlight = undefined;
      };
      loading.then(forget, forget);
      return loading;
    },
    clear() {
      generation += 1;
      cached = undefined;
      inFlight = undefined;
    },
  };
}
