import { toCurrencyRef } from '@/lib/catalogue';
import { log } from '@/lib/log';
import { ProviderError, type ProviderErrorKind } from '@/lib/providers/exchange/errors';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/types';
import { CircuitBreaker } from './breaker';
import { OfferCache } from './offer-cache';
import type { OffersPlan } from './offers';
import { offerProvider } from './offer-provider';
import { saveFixedQuote } from './quote-store';
import type { OfferEvent } from './types';

// One provider, one rate type: a quote or the reason there is none, never a rejection, and never
// later than the provider's deadline (even if the adapter ignores its abort signal).

const shared = globalThis as typeof globalThis & {
  __swaplensBreaker?: CircuitBreaker;
  __swaplensOfferCache?: OfferCache;
};
export const breaker = (shared.__swaplensBreaker ??= new CircuitBreaker());
export const offerCache = (shared.__swaplensOfferCache ??= new OfferCache());

interface Ask {
  provider: ExchangeProvider;
  rateType: RateType;
  plan: OffersPlan;
  signal: AbortSignal;
  timeoutMs: number;
}

export async function askProvider(ask: Ask): Promise<OfferEvent> {
  const own = AbortSignal.timeout(ask.timeoutMs);
  const signal = AbortSignal.any([ask.signal, own]);
  const timedOut = new Promise<OfferEvent>((resolve) => {
    const onAbort = () => resolve(failure(ask, 'timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([quoteOnce(ask, signal), timedOut]);
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

function cacheKey({ provider, rateType, plan }: Ask): string {
  const { from, to, amount, direction } = plan.query;
  return [provider.info.id, rateType, from, to, direction, amount].join('|');
}

async function quoteOnce(ask: Ask, signal: AbortSignal): Promise<OfferEvent> {
  const id = ask.provider.info.id;
  const key = cacheKey(ask);
  const cached = offerCache.get(key);
  if (cached?.ok === false) return failure(ask, cached.kind, cached);
  if (cached?.ok && ask.rateType === 'floating') return offer(ask, cached.quote);
  if (!breaker.allow(id)) return failure(ask, 'unavailable');
  if (ask.plan.query.direction === 'reverse' && !ask.provider.info.reverse) {
    return failure(ask, 'pair_unavailable');
  }
  const from = toCurrencyRef(ask.plan.from);
  const to = toCurrencyRef(ask.plan.to);
  try {
    if (!(await ask.provider.supports(from, to, ask.rateType))) {
      breaker.success(id);
      return failure(ask, 'pair_unavailable');
    }
    const { amount, direction } = ask.plan.query;
    const quote = await ask.provider.quote({
      from,
      to,
      amount,
      direction,
      rateType: ask.rateType,
      signal,
    });
    breaker.success(id);
    if (ask.rateType === 'floating') offerCache.set(key, { ok: true, quote });
    return await offer(ask, quote);
  } catch (error) {
    if (signal.aborted) return failure(ask, 'timeout');
    const kind: ProviderErrorKind = error instanceof ProviderError ? error.kind : 'unavailable';
    if (error instanceof ProviderError && error.isClientError) {
      breaker.success(id);
      offerCache.set(key, { ok: false, kind, min: error.details.min, max: error.details.max });
      return failure(ask, kind, { min: error.details.min, max: error.details.max });
    }
    breaker.failure(id);
    log.warn('offers: provider failed', { provider: id, kind, error });
    return failure(ask, kind);
  }
}

async function offer(ask: Ask, quote: ProviderQuote): Promise<OfferEvent> {
  let expiresAt: string | null = null;
  if (ask.rateType === 'fixed') {
    const { from, to, direction } = ask.plan.query;
    expiresAt = await saveFixedQuote(quote, { from, to, direction });
  }
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
