import 'server-only';
import type { ProviderErrorKind } from '@/lib/providers/kit/errors';
import { toDecimal } from '@/lib/decimal';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/contract';
import { breakers } from '@/lib/upstream/breaker';
import { guardedCall } from '@/lib/upstream/guard';
import { offerCache, type CachedAnswer } from './offer-cache';
import { offerProvider } from './offer-provider';
import { quoteCall } from './upstream';
import type { OfferEvent } from './contract';
import type { OffersPlan } from './types';

// One provider, one rate type: a quote or the reason there is none, never a rejection, and never
// later than the provider's deadline (even if the adapter ignores its abort signal). The answer
// comes from the cache, from the same question already on its way upstream, or from a new call
// (the upstream guard, lib/upstream/guard.ts, with the exchange's call from ./upstream.ts).

export { breakers, offerCache };

interface Ask {
  provider: ExchangeProvider;
  rateType: RateType;
  plan: OffersPlan;
  signal: AbortSignal;
  timeoutMs: number;
  /** A monotonic clock in ms (performance.now; tests pass their own). */
  clock: () => number;
}

/** An answer as the quote history records it (lib/rates/history.ts). */
export interface AskedAnswer {
  event: OfferEvent & { type: 'offer' | 'failure' };
  /**
   * A new answer of the provider to a call this ask started (timed in `answerMs`); false when it
   * came from the offers cache, from another round's call already on its way, or from a refusal
   * made without calling: not a new measurement.
   */
  measured: boolean;
  answerMs: number | null;
}

export async function askProvider(ask: Ask): Promise<AskedAnswer> {
  const started = ask.clock();
  // Set by quoteOnce as soon as it knows where the answer comes from.
  const source = { ownCall: false, asked: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const timedOut = new Promise<OfferEvent & { type: 'failure' }>((resolve) => {
    onAbort = () => resolve(failure(ask, 'timeout'));
    if (ask.signal.aborted) return onAbort();
    ask.signal.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(onAbort, ask.timeoutMs);
  });
  try {
    const event = await Promise.race([quoteOnce(ask, source), timedOut]);
    // A timeout of our own call is a measurement (the provider did not answer in time); an
    // answer is one when our call really reached the vendor.
    const measured =
      source.ownCall &&
      (source.asked || (event.type === 'failure' && event.failure.reason === 'timeout'));
    return { event, measured, answerMs: measured ? Math.round(ask.clock() - started) : null };
  } finally {
    clearTimeout(timer);
    if (onAbort) ask.signal.removeEventListener('abort', onAbort);
  }
}

function failure(
  ask: Ask,
  reason: ProviderErrorKind,
  limits: { min?: string | undefined; max?: string | undefined } = {},
): OfferEvent & { type: 'failure' } {
  return {
    type: 'failure',
    failure: {
      provider: offerProvider(ask.provider.info),
      rateType: ask.rateType,
      reason,
      ...limits,
    },
  };
}

/**
 * Identical questions share a key: provider, rate type, pair, direction and the amount in
 * canonical form, so "0.10" and "0.1" are one question but no other amount ever is.
 */
function cacheKey({ provider, rateType, plan }: Ask, amount: string): string {
  const { from, to, direction } = plan.query;
  return [provider.info.id, rateType, from, to, direction, amount].join('|');
}

async function quoteOnce(
  ask: Ask,
  source: { ownCall: boolean; asked: boolean },
): Promise<OfferEvent & { type: 'offer' | 'failure' }> {
  if (ask.plan.query.direction === 'reverse' && !ask.provider.info.reverse) {
    return failure(ask, 'pair_unavailable');
  }
  const amount = toDecimal(ask.plan.query.amount) ?? ask.plan.query.amount;
  const { source: from, settled } = guardedCall(
    quoteCall({
      provider: ask.provider,
      rateType: ask.rateType,
      plan: ask.plan,
      amount,
      key: cacheKey(ask, amount),
      timeoutMs: ask.timeoutMs,
    }),
  );
  source.ownCall = from === 'call';
  const { answer, asked } = await settled;
  source.asked = asked;
  return toEvent(ask, answer);
}

function toEvent(ask: Ask, answer: CachedAnswer): OfferEvent & { type: 'offer' | 'failure' } {
  if (!answer.ok) return failure(ask, answer.kind, { min: answer.min, max: answer.max });
  return offer(ask, answer.quote, answer.expiresAt);
}

function offer(
  ask: Ask,
  quote: ProviderQuote,
  expiresAt: string | null,
): OfferEvent & { type: 'offer' } {
  return {
    type: 'offer',
    offer: {
      provider: offerProvider(ask.provider.info),
      rateType: quote.rateType,
      amountFrom: quote.amountFrom,
      amountTo: quote.amountTo,
      rate: quote.rate,
      networkFee: quote.networkFee,
      min: quote.min,
      max: quote.max,
      rateId: quote.rateId ?? null,
      expiresAt,
    },
  };
}
