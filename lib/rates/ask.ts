import 'server-only';
import type { ProviderErrorKind } from '@/lib/providers/kit/errors';
import { toDecimal } from '@/lib/decimal';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/contract';
import { offerCache, type CachedAnswer } from './offer-cache';
import { offerProvider } from './offer-provider';
import { breakers, fetchShared } from './upstream';
import type { OfferEvent } from './contract';
import type { OffersPlan } from './types';

// One provider, one rate type: a quote or the reason there is none, never a rejection, and never
// later than the provider's deadline (even if the adapter ignores its abort signal). The answer
// comes from the cache, from the same question already on its way upstream, or from a new call
// (lib/rates/upstream.ts).

export { breakers, offerCache };

interface Ask {
  provider: ExchangeProvider;
  rateType: RateType;
  plan: OffersPlan;
  signal: AbortSignal;
  timeoutMs: number;
}

export async function askProvider(ask: Ask): Promise<OfferEvent> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const timedOut = new Promise<OfferEvent>((resolve) => {
    onAbort = () => resolve(failure(ask, 'timeout'));
    if (ask.signal.aborted) return onAbort();
    ask.signal.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(onAbort, ask.timeoutMs);
  });
  try {
    return await Promise.race([quoteOnce(ask), timedOut]);
  } finally {
    clearTimeout(timer);
    if (onAbort) ask.signal.removeEventListener('abort', onAbort);
  }
}

function failure(
  ask: Ask,
  reason: ProviderErrorKind,
  limits: { min?: string | undefined; max?: string | undefined } = {},
): OfferEvent {
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

async function quoteOnce(ask: Ask): Promise<OfferEvent> {
  if (ask.plan.query.direction === 'reverse' && !ask.provider.info.reverse) {
    return failure(ask, 'pair_unavailable');
  }
  const amount = toDecimal(ask.plan.query.amount) ?? ask.plan.query.amount;
  const key = cacheKey(ask, amount);
  const answer =
    offerCache().get(key) ??
    (await fetchShared({
      provider: ask.provider,
      rateType: ask.rateType,
      plan: ask.plan,
      amount,
      key,
      timeoutMs: ask.timeoutMs,
    }));
  return toEvent(ask, answer);
}

function toEvent(ask: Ask, answer: CachedAnswer): OfferEvent {
  if (!answer.ok) return failure(ask, answer.kind, { min: answer.min, max: answer.max });
  return offer(ask, answer.quote, answer.expiresAt);
}

function offer(ask: Ask, quote: ProviderQuote, expiresAt: string | null): OfferEvent {
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
