import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { CLIENT_ERROR_KINDS } from '@/lib/providers/kit/contract';
import { isOutage, ProviderError } from '@/lib/providers/kit/errors';
import { TtlCache } from '@/lib/upstream/answer-cache';
import type { Failure, GuardedCall } from '@/lib/upstream/guard';
import { DEX_FAILURE_CODES, type DexFailureCode } from './contract';

// A wallet-executed kind's question (a DEX quote, a bridge route) as the upstream guard's call
// (lib/upstream/guard.ts): the same per-provider breaker, budget and deadline as the swap and
// fiat offers, failures in the DEX answer's words. An indicative answer (no wallet) is shared by
// identical questions for INDICATIVE_TTL_MS; a firm one (calldata for one wallet) is never
// cached: its calldata and deadline belong to that request alone. A kind declares its call with
// walletCall and its cache with indicativeCache (lib/dex/dex-call.ts, lib/bridge/bridge-call.ts).

export const INDICATIVE_TTL_MS = 5_000;

/** Why a provider has no answer, in the DEX answer's words (the bridge routes share them). */
export interface DexFailureAnswer {
  ok: false;
  error: DexFailureCode;
  limit?: string | undefined;
}

const REFUSALS: ReadonlySet<string> = new Set(CLIENT_ERROR_KINDS);

/** The process's cache of a kind's indicative answers, under `name`. */
export function indicativeCache<A extends { ok: true } | DexFailureAnswer>(name: string) {
  const cache = processSingleton(
    name,
    () =>
      new TtlCache<A>({
        maxEntries: 2_000,
        // A refusal is kept only when the question caused it (the pair, the amount).
        ttlMs: (answer) => (answer.ok || REFUSALS.has(answer.error) ? INDICATIVE_TTL_MS : null),
      }),
  );
  return { get: cache, clear: () => cache().clear() };
}

const CODES: ReadonlySet<string> = new Set(DEX_FAILURE_CODES);

/** A kit error kind in the DEX answer's words: kinds no aggregator answers count as unavailable. */
function codeOf(kind: string): DexFailureCode {
  return CODES.has(kind) ? (kind as DexFailureCode) : 'unavailable';
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

export interface WalletCallSpec<V, A extends { ok: true }> {
  /** Names the caller in the log ("dex quotes"). */
  label: string;
  /** The adapter's id: its breaker and budget. */
  id: string;
  /**
   * The question in full. The wallet is part of it: the guard shares a running call between
   * equal keys, and one wallet's calldata (its recipient) must never reach another.
   */
  key: readonly (string | number)[];
  /** A wallet is named: the answer carries its calldata and is never cached. */
  firm: boolean;
  cache: TtlCache<A | DexFailureAnswer>;
  run: (signal: AbortSignal) => Promise<V>;
  accept: (value: V) => A;
}

export function walletCall<V, A extends { ok: true }>(
  spec: WalletCallSpec<V, A>,
): GuardedCall<V, A | DexFailureAnswer> {
  const { id } = spec;
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  return {
    provider: id,
    key: spec.key.join('|'),
    calls: 1,
    timeoutMs,
    cache: spec.firm ? 'never' : spec.cache,
    run: spec.run,
    isOutage,
    timeoutError: () => new ProviderError(id, 'timeout', `no answer within ${timeoutMs} ms`),
    accept: spec.accept,
    fail: (failure) => failureAnswer(spec.label, id, failure),
  };
}
