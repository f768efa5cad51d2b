import 'server-only';
import { Big } from 'big.js';
import { toCurrencyRef, type Currency } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import {
  isClientErrorKind,
  isOutage,
  ProviderError,
  type ProviderErrorKind,
} from '@/lib/providers/kit/errors';
import type { RampProvider, RampQuote } from '@/lib/providers/onramp/contract';
import { TtlCache } from '@/lib/upstream/answer-cache';
import type { Failure, GuardedCall } from '@/lib/upstream/guard';
import type { FiatOffersQuery } from './contract';

// A ramp quote as the upstream guard's call (lib/upstream/guard.ts): the same per-provider
// breaker, budget and deadline as the swap offers. Identical questions within QUOTE_TTL_MS share
// one answer, except for ramps whose quotes must never be cached (Banxa).

export const QUOTE_TTL_MS = 15_000;
export const REFUSAL_TTL_MS = 30_000;

export type RampAnswer =
  | { ok: true; quote: RampQuote }
  | { ok: false; kind: ProviderErrorKind; min?: string | undefined; max?: string | undefined };

/** What the offers are asked for, with the defaults filled in. */
export type Resolved = Required<Omit<FiatOffersQuery, 'region' | 'languages'>> & {
  region?: string | undefined;
  guessed: boolean;
};

const cache = processSingleton(
  'fiat-quote-cache',
  () =>
    new TtlCache<RampAnswer>({
      maxEntries: 2_000,
      // A refusal is kept only when the question caused it (an amount, a place).
      ttlMs: (answer) =>
        answer.ok ? QUOTE_TTL_MS : isClientErrorKind(answer.kind) ? REFUSAL_TTL_MS : null,
    }),
);

export function clearFiatQuoteCache(): void {
  cache().clear();
}

function keyOf(provider: RampProvider, query: Resolved): string {
  const { side, fiat, crypto, amount, country, region, method } = query;
  return [
    provider.info.id,
    side,
    fiat,
    crypto,
    new Big(amount).toString(),
    country,
    region ?? '',
    method,
  ].join('|');
}

export function rampCall(
  provider: RampProvider,
  query: Resolved,
  crypto: Currency,
): GuardedCall<RampQuote, RampAnswer> {
  const { id } = provider.info;
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  const request = {
    side: query.side,
    fiat: query.fiat,
    crypto: toCurrencyRef(crypto),
    amount: query.amount,
    place: { country: query.country, region: query.region },
    method: query.method,
  };
  return {
    provider: id,
    key: keyOf(provider, query),
    calls: 1,
    timeoutMs,
    cache: provider.info.noQuoteCache === true ? 'never' : cache(),
    run: (signal) => provider.quote({ ...request, signal }),
    isOutage,
    timeoutError: () => new ProviderError(id, 'timeout', `no answer within ${timeoutMs} ms`),
    accept: (quote) => ({ ok: true, quote }),
    fail: (failure) => failed(id, failure),
  };
}

function failed(id: string, failure: Failure): RampAnswer {
  switch (failure.type) {
    case 'open':
    case 'unusable':
      return { ok: false, kind: 'unavailable' };
    case 'budget':
      return { ok: false, kind: 'rate_limited' };
    case 'refused': {
      const error = failure.error as ProviderError;
      const { min, max } = error.details;
      return { ok: false, kind: error.kind, min, max };
    }
    case 'failed': {
      const { error } = failure;
      const kind = error instanceof ProviderError ? error.kind : 'unavailable';
      log.warn('fiat offers: ramp failed', { provider: id, kind, error });
      return { ok: false, kind };
    }
  }
}
