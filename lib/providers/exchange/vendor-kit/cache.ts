// A value fetched at most once per `ttlMs`, shared by concurrent callers (the currency lists
// every supports() call reads). A failed fetch is not cached, so the next call retries.

export class TtlCache<T> {
  private value: { data: T; at: number } | undefined;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return this.value.data;
    this.pending ??= this.load()
      .then((data) => {
        this.value = { data, at: this.now() };
        return data;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  clear(): void {
    this.value = undefined;
  }
}
