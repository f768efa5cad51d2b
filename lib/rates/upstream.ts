import 'server-only';
import { countCalls } from '@/lib/http/call-count';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { ProviderError, type ProviderErrorKind } from '@/lib/providers/kit/errors';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/contract';
import { BrokenCircuitError, isOutage, ProviderBreakers } from './breaker';
import { getProviderBudget } from './budget';
import { offerCache, type CachedAnswer } from './offer-cache';
import type { OffersPlan } from './types';
import { quoteWithin } from './quote-within';
import { saveFixedQuote } from './quote-store';

// One call to one provider for one (rate type, pair, direction, amount), shared by every visitor
// who asks the same while it runs: it spends the provider's budget, goes through its breaker,
// is bounded by its own deadline (not a visitor's: one visitor leaving must not fail the others)
// and stores what it learnt in the offers cache.

export type Answer = CachedAnswer;

/** An answer and whether it came from a vendor call made for it (the quote history's measure). */
export interface Fetched {
  answer: Answer;
  /** False for a refusal made here without calling (breaker open, budget spent, stale quote). */
  asked: boolean;
}

export interface UpstreamAsk {
  provider: ExchangeProvider;
  rateType: RateType;
  plan: OffersPlan;
  /** The amount in canonical form ("0.10" → "0.1"): part of `key`. */
  amount: string;
  key: string;
  timeoutMs: number;
}

export const breakers = processSingleton('provider-breakers', () => new ProviderBreakers());
/** Upstream calls running in this process, by ask key. */
const upstreamCalls = processSingleton('upstream-calls', () => new Map<string, Promise<Fetched>>());

const refusal = (kind: ProviderErrorKind): Answer => ({ ok: false, kind });

const warned = new Map<string, number>();

/** At most one line a minute per provider and event: an attack must not flood the log. */
function warnOnce(event: string, provider: string, details: Record<string, unknown>): void {
  const key = `${event}|${provider}`;
  const now = Date.now();
  if (now - (warned.get(key) ?? 0) < 60_000) return;
  warned.set(key, now);
  log.warn(event, { provider, ...details });
}

/**
 * The answer for `ask.key`: the one already being fetched (`joined`: another round started it),
 * or a new upstream call.
 */
export function fetchShared(ask: UpstreamAsk): { fetched: Promise<Fetched>; joined: boolean } {
  const inFlight = upstreamCalls();
  const running = inFlight.get(ask.key);
  if (running) return { fetched: running, joined: true };
  const called = { value: false };
  const pending = fetchAnswer(ask, called)
    .then((answer) => ({ answer, asked: called.value }))
    .finally(() => inFlight.delete(ask.key));
  inFlight.set(ask.key, pending);
  return { fetched: pending, joined: false };
}

/** Resolves once no upstream call is running (tests: the breaker has seen every outcome). */
export async function upstreamIdle(): Promise<void> {
  const inFlight = upstreamCalls();
  while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
}

async function fetchAnswer(ask: UpstreamAsk, called: { value: boolean }): Promise<Answer> {
  const { id } = ask.provider.info;
  // While the breaker's probe runs, the others are answered at once rather than queued behind it.
  if (!breakers().mayTry(id)) return refusal('unavailable');
  const budget = getProviderBudget();
  const taken = ask.provider.info.quoteCalls ?? 1;
  if (!(await budget.take(id, taken))) {
    warnOnce('offers: provider budget spent', id, { perMinute: budget.limitOf(id) });
    return offerCache().stale(ask.key) ?? refusal('rate_limited');
  }
  let used = 0;
  try {
    // Checked again right before the breaker runs (no await in between): whoever gets here first
    // after the cool-down is the one probe, the others are refused rather than queued.
    if (!breakers().mayTry(id)) return refusal('unavailable');
    const outcome = await breakers().run(id, async () => {
      called.value = true;
      const counted = await countCalls(() => quoteWithin(ask));
      used = counted.calls;
      if (counted.outcome.status === 'fulfilled') return counted.outcome.value;
      if (isOutage(counted.outcome.reason)) throw counted.outcome.reason;
      // A refusal proves the provider is up: it resolves, and the breaker counts a success.
      return counted.outcome.reason as ProviderError;
    });
    if (outcome instanceof ProviderError) return remember(ask, outcome);
    return await accepted(ask, outcome, called);
  } catch (error) {
    if (error instanceof BrokenCircuitError) return refusal('unavailable');
    const kind = error instanceof ProviderError ? error.kind : 'unavailable';
    log.warn('offers: provider failed', { provider: id, kind, error });
    return refusal(kind);
  } finally {
    await budget.settle(id, taken, used);
  }
}

/**
 * A refusal caused by the request (amount, pair...) is cached; the others (a vendor 429, a key
 * the vendor refuses) are logged for the operator.
 */
function remember(ask: UpstreamAsk, error: ProviderError): Answer {
  const { min, max } = error.details;
  const answer: Answer = { ok: false, kind: error.kind, min, max };
  if (error.isClientError) offerCache().set(ask.key, answer);
  else warnOnce(`offers: provider answered ${error.kind}`, error.provider, { error });
  return answer;
}

async function accepted(
  ask: UpstreamAsk,
  quote: ProviderQuote,
  called: { value: boolean },
): Promise<Answer> {
  let expiresAt: string | null = null;
  if (ask.rateType === 'fixed') {
    const { from, to, direction } = ask.plan.query;
    try {
      // Stored once per upstream quote, however many visitors are shown it.
      expiresAt = await saveFixedQuote(quote, { from, to, direction });
    } catch (error) {
      // Without the stored quote no swap could be checked against it: show none.
      log.warn('offers: fixed quote not stored', { provider: quote.provider, error });
      // Our database failed, not the provider: the quote history does not count it against it.
      called.value = false;
      return refusal('unavailable');
    }
  }
  const answer: Answer = { ok: true, quote, expiresAt };
  offerCache().set(ask.key, answer);
  return answer;
}
