// A value loaded from a vendor and kept for a while (currency lists: one hour). Concurrent
// callers share one load; a failed load is not cached, so the next call tries again, and a
// stale value keeps serving while the vendor is down.

export interface Cached<T> {
  get(signal?: AbortSignal): Promise<T>;
  clear(): void;
}

export function cached<T>(
  load: (signal?: AbortSignal) => Promise<T>,
  ttlMs = 60 * 60 * 1000,
): Cached<T> {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    async get(signal) {
      if (value && Date.now() - value.at < ttlMs) return value.data;
      pending ??= load(signal)
        .then((data) => {
          value = { data, at: Date.now() };
          return data;
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
    },
    clear() {
      value = undefined;
    },
  };
}
