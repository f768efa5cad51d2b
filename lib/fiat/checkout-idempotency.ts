import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import type { IdempotentRunner, JsonAnswer } from '@/lib/api/idempotency';
import { processSingleton } from '@/lib/process-singleton.mjs';

// Idempotency-Key for POST /api/v1/fiat/checkout (security review 2026-12, L8d): Banxa,
// Guardarian and Changelly's fiat API create a vendor order on every checkout call, so the
// widget sends one key per offer and address, and a repeated click gets the first answer (the
// same vendor order and URL) instead of a second order. Nothing of the order is stored for
// longer than a vendor's checkout URL lives (Transak's: five minutes, once): answers are kept in
// this process only, a few minutes, and a failure worth retrying (500, 503) is not kept at all.

/** About as long as the vendors' checkout URLs stay usable. */
export const CHECKOUT_KEY_TTL_MS = 5 * 60_000;
/** Keys kept at most; the oldest go first. */
export const CHECKOUT_KEY_LIMIT = 5_000;
const RETRYABLE_STATUSES = new Set([500, 503]);

interface Run {
  requestHash: string;
  answer: Promise<JsonAnswer>;
  at: number;
}

export interface CheckoutIdempotencyOptions {
  ttlMs?: number;
  limit?: number;
  /** Injectable so tests move time without fake timers. */
  now?: () => number;
}

export function createCheckoutIdempotency(
  options: CheckoutIdempotencyOptions = {},
  runs = new Map<string, Run>(),
) {
  const { ttlMs = CHECKOUT_KEY_TTL_MS, limit = CHECKOUT_KEY_LIMIT, now = Date.now } = options;

  const prune = (at: number) => {
    // Insertion order is age order: stop at the first one still young enough.
    for (const [key, run] of runs) {
      if (at - run.at < ttlMs && runs.size < limit) break;
      runs.delete(key);
    }
  };

  const runner: IdempotentRunner = async (key, requestHash, work) => {
    const at = now();
    prune(at);
    const existing = runs.get(key);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new ApiError('idempotency_conflict');
      return { ...(await existing.answer), replayed: true };
    }
    const run: Run = { requestHash, answer: work(randomUUID()), at };
    runs.set(key, run);
    const forget = () => {
      if (runs.get(key) === run) runs.delete(key);
    };
    try {
      const answer = await run.answer;
      // Nothing was decided: the next click with this key asks the vendor again.
      if (RETRYABLE_STATUSES.has(answer.status)) forget();
      return { ...answer, replayed: false };
    } catch (error) {
      forget();
      throw error;
    }
  };
  return { runner, size: () => runs.size, clear: () => runs.clear() };
}

/**
 * The process's keys. Only the map is shared: Next bundles each route apart, and the code (its
 * ApiError class above all) must be the calling copy's.
 */
const checkoutRuns = processSingleton('fiat-checkout-idempotency', () => new Map<string, Run>());

export const fiatCheckoutIdempotency: IdempotentRunner = (key, requestHash, work) =>
  createCheckoutIdempotency({}, checkoutRuns()).runner(key, requestHash, work);
