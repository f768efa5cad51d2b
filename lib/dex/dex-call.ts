import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { CLIENT_ERROR_KINDS } from '@/lib/providers/kit/contract';
import { isOutage, ProviderError } from '@/lib/providers/kit/errors';
import { TtlCache } from '@/lib/upstream/answer-cache';
import type { Failure, GuardedCall } from '@/lib/upstream/guard';
import { DEX_FAILURE_CODES, type DexFailureCode } from './contract';

// A DEX quote as the upstream guard's call (lib/upstream/guard.ts): the same per-provider
// breaker, budget and deadline as the swap and fiat offers. An indicative quote (no wallet) is
// shared by identical questions for INDICATIVE_TTL_MS; a firm one (calldata for one wallet) is
// never cached: its calldata and deadline belong to that request alone.

export const INDICATIVE_TTL_MS = 5_000;

/** Why a provider has no answer, in the DEX answer's words (the bridge routes share them). */
export interface DexFailureAnswer {
  ok: false;
  error: DexFailureCode;
  limit?: string | undefined;
}

export type DexAnswer = { ok: true; quote: DexQuote } | DexFailureAnswer;

const REFUSALS: ReadonlySet<string> = new Set(CLIENT_ERROR_KINDS);

const cache = processSingleton(
  'dex-quote-cache',
  () =>
    new TtlCache<DexAnswer>({
      maxEntries: 2_000,
      // A refusal is kept only when the question caused it (the pair, the amount).
      ttlMs: (answer) => (answer.ok || REFUSALS.has(answer.error) ? INDICATIVE_TTL_MS : null),
    }),
);

export function clearDexQuoteCache(): void {
  cache().clear();
}

const CODES: ReadonlySet<string> = new Set(DEX_FAILURE_CODES);

/** A kit error kind in the DEX answer's words: kinds no aggregator answers count as unavailable. */
function codeOf(kind: string): DexFailureCode {
  return CODES.has(kind) ? (kind as DexFailureCode) : 'unavailable';
}

/**
 * The question in full. The wallet is part of it: the guard shares a running call between equal
 * keys, and one wallet's calldata (its recipient) must never reach another.
 */
function keyOf(id: string, request: DexQuoteRequest): string {
  const { chainId, from, to, amount, slippageBps, taker } = request;
  return [
    'dex',
    id,
    chainId,
    from.address.toLowerCase(),
    to.address.toLowerCase(),
    amount,
    slippageBps,
    taker?.toLowerCase() ?? '',
  ].join('|');
}

export function dexCall(
  provider: DexProvider,
  request: DexQuoteRequest,
): GuardedCall<DexQuote, DexAnswer> {
  const { id } = provider.info;
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  return {
    provider: id,
    key: keyOf(id, request),
    calls: 1,
    timeoutMs,
    cache: request.taker ? 'never' : cache(),
    run: (signal) => provider.quote({ ...request, signal }),
    isOutage,
    timeoutError: () => new ProviderError(id, 'timeout', `no answer within ${timeoutMs} ms`),
    accept: (quote) => ({ ok: true, quote }),
    fail: (failure) => failureAnswer('dex quotes', id, failure),
  };
}

/** A guarded call's failure in our words; `label` names the caller in the log. */
export function failureAnswer(label: string, id: string, failure: Failure): DexFailureAnswer {
  switch (failure.type) {
    case 'open':
    case 'unusable':
      return { ok: false, error: 'unavailable' };
    case 'budget':
      return { ok: false, error: 'rate_limited' };
    case 'refused': {
      const error = failure.error as ProviderError;
      const limit =
        error.kind === 'amount_too_low'
          ? error.details.min
          : error.kind === 'amount_too_high'
            ? error.details.max
            : undefined;
      // The contract's bound is in base units: anything else is not passed on.
      const bound = limit && /^\d{1,78}$/.test(limit) ? { limit } : {};
      return { ok: false, error: codeOf(error.kind), ...bound };
    }
    case 'failed': {
      const { error } = failure;
      const kind = error instanceof ProviderError ? error.kind : 'unavailable';
      log.warn(`${label}: aggregator failed`, { provider: id, kind, error });
      return { ok: false, error: codeOf(kind) };
    }
  }
}
