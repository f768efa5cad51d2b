import { toCurrencyRef } from '@/lib/catalogue';
import { countCalls } from '@/lib/http/call-count';
import { log } from '@/lib/log';
import { ProviderError, type ProviderErrorKind } from '@/lib/providers/exchange/errors';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/types';
import { BrokenCircuitError, isOutage, ProviderBreakers } from './breaker';
import { getProviderBudget } from './budget';
import { offerCache, type CachedAnswer } from './offer-cache';
import type { OffersPlan } from './offers';
import { saveFixedQuote } from './quote-store';

// One call to one provider for one (rate type, pair, direction, amount), shared by every visitor
// who asks the same while it runs: it spends the provider's budget, goes through its breaker,
// is bounded by its own deadline (not a visitor's: one visitor leaving must not fail the others)
// and stores what it learnt in the offers cache.

export type Answer = CachedAnswer;

export interface UpstreamAsk {
  provider: ExchangeProvider;
  rateType: RateType;
  plan: OffersPlan;
  /** The amount in canonical form ("0.10" → "0.1"): part of `key`. */
  amount: string;
  key: string;
  timeoutMs: number;
}

const shared = globalThis as typeof globalThis & {
  __swaplensBreakers?: ProviderBreakers;
  __swaplensInFlight?: Map<string, Promise<Answer>>;
};
export const breakers = (shared.__swaplensBreakers ??= new ProviderBreakers());
const inFlight = (shared.__swaplensInFlight ??= new Map<string, Promise<Answer>>());

const refusal = (kind: ProviderErrorKind): Answer => ({ ok: false, kind });

/** The answer for `ask.key`: the one already being fetched, or a new upstream call. */
export function fetchShared(ask: UpstreamAsk): Promise<Answer> {
  let pending = inFlight.get(ask.key);
  if (!pending) {
    pending = fetchAnswer(ask).finally(() => inFlight.delete(ask.key));
    inFlight.set(ask.key, pending);
  }
  return pending;
}

/** Resolves once no upstream call is running (tests: the breaker has seen every outcome). */
export async function upstreamIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
}

async function fetchAnswer(ask: UpstreamAsk): Promise<Answer> {
  const { id } = ask.provider.info;
  // While the breaker's probe runs, the others are answered at once rather than queued behind it.
  if (!breakers.mayTry(id)) return refusal('unavailable');
  const budget = getProviderBudget();
  const taken = ask.provider.info.quoteCalls ?? 1;
  if (!(await budget.take(id, taken))) {
    log.warn('offers: provider budget spent', { provider: id, perMinute: budget.limitOf(id) });
    return offerCache.stale(ask.key) ?? refusal('rate_limited');
  }
  let used = 0;
  try {
    // Checked again right before the breaker runs (no await in between): whoever gets here first
    // after the cool-down is the one probe, the others are refused rather than queued.
    if (!breakers.mayTry(id)) return refusal('unavailable');
    const outcome = await breakers.run(id, async () => {
      const counted = await countCalls(() => quoteWithin(ask));
      used = counted.calls;
      if (counted.outcome.status === 'fulfilled') return counted.outcome.value;
      if (isOutage(counted.outcome.reason)) throw counted.outcome.reason;
      // A refusal proves the provider is up: it resolves, and the breaker counts a success.
      return counted.outcome.reason as ProviderError;
    });
    if (outcome instanceof ProviderError) return remember(ask, outcome);
    return await accepted(ask, outcome);
  } catch (error) {
    if (error instanceof BrokenCircuitError) return refusal('unavailable');
    const kind = error instanceof ProviderError ? error.kind : 'unavailable';
    log.warn('offers: provider failed', { provider: id, kind, error });
    return refusal(kind);
  } finally {
    await budget.settle(id, taken, used);
  }
}

/** The quote, or the provider's refusal as a thrown ProviderError, within `timeoutMs`. */
async function quoteWithin(ask: UpstreamAsk): Promise<ProviderQuote> {
  const { provider, rateType, plan } = ask;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Even an adapter that ignores its signal is given up on (and counted as a timeout) in time.
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError(provider.info.id, 'timeout', `no answer in ${ask.timeoutMs} ms`));
    }, ask.timeoutMs);
  });
  const work = async () => {
    const from = toCurrencyRef(plan.from);
    const to = toCurrencyRef(plan.to);
    if (!(await provider.supports(from, to, rateType))) {
      throw new ProviderError(provider.info.id, 'pair_unavailable', 'pair not listed');
    }
    const { direction } = plan.query;
    const { amount } = ask;
    return provider.quote({ from, to, amount, direction, rateType, signal: controller.signal });
  };
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal caused by the request (amount, pair...) is cached; others are not. */
function remember(ask: UpstreamAsk, error: ProviderError): Answer {
  const { min, max } = error.details;
  const answer: Answer = { ok: false, kind: error.kind, min, max };
  if (error.isClientError) offerCache.set(ask.key, answer);
  return answer;
}

async function accepted(ask: UpstreamAsk, quote: ProviderQuote): Promise<Answer> {
  let expiresAt: string | null = null;
  if (ask.rateType === 'fixed') {
    const { from, to, direction } = ask.plan.query;
    try {
      // Stored once per upstream quote, however many visitors are shown it.
      expiresAt = await saveFixedQuote(quote, { from, to, direction });
    } catch (error) {
      // Without the stored quote no swap could be checked against it: show none.
      log.warn('offers: fixed quote not stored', { provider: quote.provider, error });
      return refusal('unavailable');
    }
  }
  const answer: Answer = { ok: true, quote, expiresAt };
  offerCache.set(ask.key, answer);
  return answer;
}
