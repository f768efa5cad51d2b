import type { ProviderErrorKind } from '@/lib/providers/exchange/errors';
import type { ProviderQuote } from '@/lib/providers/exchange/types';

// A short cache of provider answers, in this process: a burst of identical requests (one visitor
// typing, many visitors on a popular pair) costs each provider one call. Floating quotes only:
// a fixed quote's rate id may be single-use. "Below the minimum" style answers are cached too.

export const QUOTE_TTL_MS = 15_000;
export const REFUSAL_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

export type CachedAnswer =
  | { ok: true; quote: ProviderQuote }
  | { ok: false; kind: ProviderErrorKind; min?: string | undefined; max?: string | undefined };

export class OfferCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const ttl = answer.ok ? QUOTE_TTL_MS : REFUSAL_TTL_MS;
    this.entries.set(key, { answer, expiresAt: this.now() + ttl });
  }

  clear(): void {
    this.entries.clear();
  }
}
