import 'server-only';
import { isClientErrorKind, type ProviderErrorKind } from '@/lib/providers/kit/errors';
import type { ProviderQuote } from '@/lib/providers/exchange/contract';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { AnswerCache } from '@/lib/upstream/guard';

// A short cache of provider answers, in this process: a burst of identical requests (one visitor
// typing, many visitors on a popular pair) costs each provider one call.
// - Floating quotes are fresh for QUOTE_TTL_MS; while a provider's budget is spent, one up to
//   STALE_MS old may still be shown (a floating quote is an estimate either way).
// - Fixed quotes are handed out only while most of their validity is left (a quarter of it at
//   most, and never longer than QUOTE_TTL_MS): every visitor who gets one can still use it. A
//   rate id is dropped from the cache as soon as a swap is attempted with it (forgetRate), so a
//   vendor whose rate ids are single-use never sees one reused by a second visitor on this
//   instance.
// - Refusals the request caused ("below the minimum" style) are kept for REFUSAL_TTL_MS; the
//   others (a vendor 429, a refused key) say nothing about the question and are not kept.

export const QUOTE_TTL_MS = 15_000;
export const STALE_MS = 60_000;
export const REFUSAL_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

export type CachedAnswer =
  | {
      ok: true;
      quote: ProviderQuote;
      /** Fixed: when the stored quote expires. */ expiresAt: string | null;
    }
  | { ok: false; kind: ProviderErrorKind; min?: string | undefined; max?: string | undefined };

interface Entry {
  answer: CachedAnswer;
  freshUntil: number;
  keepUntil: number;
}

const rateKey = (provider: string, rateId: string) => `${provider}|${rateId}`;

export class OfferCache implements AnswerCache<CachedAnswer> {
  private readonly entries = new Map<string, Entry>();
  /** provider|rateId → cache key, for forgetRate. */
  private readonly rates = new Map<string, string>();

  // Read through a closure so tests that fake the clock move the cache too.
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** A fresh answer, or undefined. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entry(key);
    return entry && this.now() < entry.freshUntil ? entry.answer : undefined;
  }

  /** A floating quote no older than STALE_MS, for when the provider may not be asked. */
  stale(key: string): CachedAnswer | undefined {
    const answer = this.entry(key)?.answer;
    return answer?.ok && answer.quote.rateType === 'floating' ? answer : undefined;
  }

  set(key: string, answer: CachedAnswer): void {
    if (!answer.ok && !isClientErrorKind(answer.kind)) return;
    const now = this.now();
    let fresh = answer.ok ? QUOTE_TTL_MS : REFUSAL_TTL_MS;
    let keep = fresh;
    if (answer.ok && answer.quote.rateType === 'floating') keep = STALE_MS;
    if (answer.ok && answer.quote.rateType === 'fixed') {
      const validity = answer.expiresAt ? Date.parse(answer.expiresAt) - now : 0;
      fresh = keep = Math.min(QUOTE_TTL_MS, Math.floor(validity / 4));
      if (!(fresh > 0)) return;
    }
    this.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { answer, freshUntil: now + fresh, keepUntil: now + keep });
    if (answer.ok && answer.quote.rateId) {
      this.rates.set(rateKey(answer.quote.provider, answer.quote.rateId), key);
    }
  }

  /** Stops handing out a fixed quote's rate id (a swap is being created with it). */
  forgetRate(provider: string, rateId: string): void {
    const key = this.rates.get(rateKey(provider, rateId));
    if (key !== undefined) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.rates.clear();
  }

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.keepUntil <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  private delete(key: string): void {
    const answer = this.entries.get(key)?.answer;
    if (answer?.ok && answer.quote.rateId) {
      this.rates.delete(rateKey(answer.quote.provider, answer.quote.rateId));
    }
    this.entries.delete(key);
  }
}

/** The process's cache, shared by every route bundle. */
export const offerCache = processSingleton('offer-cache', () => new OfferCache());
