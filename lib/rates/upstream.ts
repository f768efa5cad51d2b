import 'server-only';
import { toCurrencyRef } from '@/lib/catalogue';
import { log } from '@/lib/log';
import { isOutage, ProviderError, type ProviderErrorKind } from '@/lib/providers/kit/errors';
import type { ExchangeProvider, ProviderQuote, RateType } from '@/lib/providers/exchange/contract';
import type { Failure, GuardedCall } from '@/lib/upstream/guard';
import { offerCache, type CachedAnswer } from './offer-cache';
import type { OffersPlan } from './types';
import { saveFixedQuote } from './quote-store';

// An exchange quote as the upstream guard's call (lib/upstream/guard.ts): the question, the
// vendor call, a fixed quote stored once per upstream answer however many visitors are shown it,
// and what each failure is answered with and logged as.

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

export function quoteCall(ask: UpstreamAsk): GuardedCall<ProviderQuote, Answer> {
  const { id } = ask.provider.info;
  return {
    provider: id,
    key: ask.key,
    calls: ask.provider.info.quoteCalls ?? 1,
    timeoutMs: ask.timeoutMs,
    cache: offerCache(),
    run: (signal) => quote(ask, signal),
    isOutage,
    timeoutError: () => new ProviderError(id, 'timeout', `no answer in ${ask.timeoutMs} ms`),
    accept: (value) => accepted(ask, value),
    fail: (failure) => failed(id, failure),
  };
}

/** The quote, or the provider's refusal as a thrown ProviderError. */
async function quote(ask: UpstreamAsk, signal: AbortSignal): Promise<ProviderQuote> {
  const { provider, rateType, plan } = ask;
  const from = toCurrencyRef(plan.from);
  const to = toCurrencyRef(plan.to);
  if (!(await provider.supports(from, to, rateType))) {
    throw new ProviderError(provider.info.id, 'pair_unavailable', 'pair not listed');
  }
  const { direction } = plan.query;
  return provider.quote({ from, to, amount: ask.amount, direction, rateType, signal });
}

function failed(id: string, failure: Failure): Answer {
  switch (failure.type) {
    case 'open':
      return refusal('unavailable');
    case 'budget':
      warnOnce('offers: provider budget spent', id, { perMinute: failure.perMinute });
      return refusal('rate_limited');
    case 'refused': {
      // A refusal caused by the request (amount, pair...) is cached (lib/rates/offer-cache.ts);
      // the others (a vendor 429, a key the vendor refuses) are logged for the operator.
      const error = failure.error as ProviderError;
      const { min, max } = error.details;
      if (!error.isClientError) {
        warnOnce(`offers: provider answered ${error.kind}`, error.provider, { error });
      }
      return { ok: false, kind: error.kind, min, max };
    }
    case 'failed': {
      const { error } = failure;
      const kind = error instanceof ProviderError ? error.kind : 'unavailable';
      log.warn('offers: provider failed', { provider: id, kind, error });
      return refusal(kind);
    }
    case 'unusable':
      // Without the stored quote no swap could be checked against it: show none.
      return refusal('unavailable');
  }
}

async function accepted(ask: UpstreamAsk, quote: ProviderQuote): Promise<Answer> {
  let expiresAt: string | null = null;
  if (ask.rateType === 'fixed') {
    const { from, to, direction } = ask.plan.query;
    try {
      expiresAt = await saveFixedQuote(quote, { from, to, direction });
    } catch (error) {
      // Our database failed, not the provider: the guard does not count it against it.
      log.warn('offers: fixed quote not stored', { provider: quote.provider, error });
      throw error;
    }
  }
  return { ok: true, quote, expiresAt };
}
