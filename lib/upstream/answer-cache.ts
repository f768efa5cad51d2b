import type { AnswerCache } from './guard';

// The plain answer cache of the upstream guard: each answer kept for the time its policy gives it
// (none: not kept), at most `maxEntries` of them, the oldest going first. A kind whose answers need
// more (the exchange's fixed quotes and rate ids, lib/rates/offer-cache.ts) brings its own.

export interface TtlPolicy<A> {
  /** How long an answer stays fresh, in ms; null: not kept. */
  ttlMs: (answer: A) => number | null;
  maxEntries: number;
}

export class TtlCache<A> implements AnswerCache<A> {
  private readonly entries = new Map<string, { answer: A; until: number }>();

  // The clock is read through a closure so tests that fake Date move the cache too.
  constructor(
    private readonly policy: TtlPolicy<A>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string): A | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.answer;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, answer: A): void {
    const ttl = this.policy.ttlMs(answer);
    if (ttl === null) return;
    if (this.entries.size >= this.policy.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { answer, until: this.now() + ttl });
  }

  clear(): void {
    this.entries.clear();
  }
}
