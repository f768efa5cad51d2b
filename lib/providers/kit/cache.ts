import 'server-only';
// A value loaded from a vendor and kept for a while (currency lists: one hour). Concurrent
// callers share one load; a failed load is not cached: a call after a short pause tries again
// (so a vendor that is down is not asked on every quote), and a stale value keeps serving
// meanwhile. The load takes no caller's signal: one visitor leaving must not fail the others.

export interface Cached<T> {
  get(): Promise<T>;
  /** The value, the last one loaded while the vendor is down, or undefined if none ever was. */
  getOrStale(): Promise<T | undefined>;
  /** The value if one was ever loaded (possibly stale), without loading. */
  peek(): T | undefined;
  clear(): void;
}

export function cached<T>(
  load: () => Promise<T>,
  ttlMs = 60 * 60 * 1000,
  retryMs = 30 * 1000,
  // Injectable so tests can move time without fake timers.
  now: () => number = Date.now,
): Cached<T> {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  let failure: { error: unknown; at: number } | undefined;
  const get = async (): Promise<T> => {
    if (value && now() - value.at < ttlMs) return value.data;
    if (failure && now() - failure.at < retryMs) {
      if (value) return value.data;
      throw failure.error;
    }
    pending ??= load()
      .then((data) => {
        value = { data, at: now() };
        failure = undefined;
        return data;
      })
      .catch((error: unknown) => {
        failure = { error, at: now() };
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    try {
      return await pending;
    } catch (error) {
      if (value) return value.data;
      throw error;
    }
  };
  return {
    get,
    getOrStale: () => get().catch(() => value?.data),
    peek: () => value?.data,
    clear() {
      value = undefined;
      failure = undefined;
    },
  };
}
