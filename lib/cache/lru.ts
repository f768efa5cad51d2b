// A small in-process cache: least recently used out first once it holds `maxEntries` values (or
// `maxBytes`, when values are sized), each kept `ttlMs` at most. `load` shares one computation
// between concurrent callers of a key, so a burst for the same value costs one. A failed load is
// not kept. Used for the blog search's results, the social images and the sitemap parts.

export interface LruOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** Bytes a value holds; with maxBytes, the cache also stays under that many. */
  sizeOf?: (value: V) => number;
  maxBytes?: number;
  now?: () => number;
}

interface Slot<V> {
  value: V;
  size: number;
  expiresAt: number;
}

export class Lru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: LruOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The fresh value of `key`, made the most recently used; undefined when absent or expired. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.now()) {
      this.bytes -= slot.size;
      return undefined;
    }
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: string, value: V): void {
    const size = this.options.sizeOf?.(value) ?? 0;
    this.delete(key);
    // One value larger than a quarter of the byte budget would push out many others.
    if (this.options.maxBytes !== undefined && size > this.options.maxBytes / 4) return;
    this.slots.set(key, { value, size, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += size;
    for (const [oldest] of this.slots) {
      const over =
        this.slots.size > this.options.maxEntries ||
        (this.options.maxBytes !== undefined && this.bytes > this.options.maxBytes);
      if (!over) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.size;
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  /** The cached value, or `load`'s, kept; callers of a key being loaded share its load. */
  async load(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const running = this.inFlight.get(key);
    if (running) return running;
    const loading = load().then((value) => {
      if (this.inFlight.get(key) === loading) this.set(key, value);
      return value;
    });
    this.inFlight.set(key, loading);
    const forget = () => {
      if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
    };
    loading.then(forget, forget);
    return loading;
  }
}
