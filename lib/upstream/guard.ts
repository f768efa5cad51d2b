import 'server-only';
import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';
import { countCalls } from '@/lib/http/call-count';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { breakers, BrokenCircuitError } from './breaker';
import { getProviderBudget } from './budget';

// One call to one provider for one question, whatever the provider's kind: shared by every
// visitor who asks the same while it runs, answered from a short cache when it can be, and
// otherwise sent through the provider's breaker and budget within its own deadline (not a
// visitor's: one visitor leaving must not fail the others). The guard knows no answer shape: the
// caller says how a value becomes an answer, how a failure does, which errors are outages and
// what its cache keeps (docs/architecture.md, "Upstream guard").

/** Answers by question key; the cache alone decides what is worth keeping and for how long. */
export interface AnswerCache<A> {
  /** A fresh answer, or undefined. */
  get(key: string): A | undefined;
  /** An older answer still worth showing while the provider's budget is spent. */
  stale?(key: string): A | undefined;
  set(key: string, answer: A): void;
}

/** Why a call has no answer of the vendor's to give, or gave a refusal. */
export type Failure =
  /** Breaker open, or its one probe under way: not called. */
  | { type: 'open' }
  /** This minute's budget is spent: not called. */
  | { type: 'budget'; perMinute: number }
  /** The vendor refused the question (not an outage): the provider is up. */
  | { type: 'refused'; error: unknown }
  /** An outage: timeout, 5xx, network, unreadable answer (the breaker counted it). */
  | { type: 'failed'; error: unknown }
  /** The vendor answered, but `accept` could not use the answer (our side failed). */
  | { type: 'unusable'; error: unknown };

export interface GuardedCall<V, A> {
  /** Breaker and budget id. */
  provider: string;
  /** The question: identical questions share one call and one cache entry. */
  key: string;
  /** Vendor requests taken from the budget before the call; settled with what it really sent. */
  calls: number;
  timeoutMs: number;
  cache: AnswerCache<A> | 'never';
  /** The vendor call; `signal` aborts at the deadline. Rejects with a refusal or an outage. */
  run: (signal: AbortSignal) => Promise<V>;
  isOutage: (error: unknown) => boolean;
  /** What a deadline passed is reported as (an outage). */
  timeoutError: () => Error;
  /** The answer for what `run` resolved with; a rejection makes it `unusable`. */
  accept: (value: V) => A | Promise<A>;
  /** The answer for a failure (and where to log it). */
  fail: (failure: Failure) => A;
}

export interface Settled<A> {
  answer: A;
  /** Whether a vendor call was made for this answer and its answer was used. */
  asked: boolean;
}

/** Where the answer comes from: the cache, a call already running, or a call started for it. */
export type Source = 'cache' | 'shared' | 'call';

const inFlight = processSingleton('upstream-calls', () => new Map<string, Promise<unknown>>());

/**
 * The answer to `call.key`. The source is known at once (the quote history times only the
 * calls a round started), the answer when it settles; it never rejects.
 */
export function guardedCall<V, A>(
  call: GuardedCall<V, A>,
): { source: Source; settled: Promise<Settled<A>> } {
  const cache = call.cache === 'never' ? undefined : call.cache;
  const hit = cache?.get(call.key);
  if (hit !== undefined) {
    return { source: 'cache', settled: Promise.resolve({ answer: hit, asked: false }) };
  }
  const calls = inFlight();
  // Keys name their kind's question in full, so two kinds' keys never meet.
  const running = calls.get(call.key) as Promise<Settled<A>> | undefined;
  if (running) return { source: 'shared', settled: running };
  const settled = upstream(call, cache).finally(() => calls.delete(call.key));
  calls.set(call.key, settled);
  return { source: 'call', settled };
}

/** Resolves once no upstream call is running (tests: the breaker has seen every outcome). */
export async function upstreamIdle(): Promise<void> {
  const calls = inFlight();
  while (calls.size > 0) await Promise.allSettled([...calls.values()]);
}

type Outcome<V> = { ok: true; value: V } | { ok: false; error: unknown };

async function upstream<V, A>(
  call: GuardedCall<V, A>,
  cache: AnswerCache<A> | undefined,
): Promise<Settled<A>> {
  const { provider } = call;
  const skipped = (failure: Failure) => ({ answer: call.fail(failure), asked: false });
  // While the breaker's probe runs, the others are answered at once rather than queued behind it.
  if (!breakers().mayTry(provider)) return skipped({ type: 'open' });
  const budget = getProviderBudget();
  if (!(await budget.take(provider, call.calls))) {
    const refusal = call.fail({ type: 'budget', perMinute: budget.limitOf(provider) });
    return { answer: cache?.stale?.(call.key) ?? refusal, asked: false };
  }
  let used = 0;
  let asked = false;
  try {
    // Checked again right before the breaker runs (no await in between): whoever gets here first
    // after the cool-down is the one probe, the others are refused rather than queued.
    if (!breakers().mayTry(provider)) return skipped({ type: 'open' });
    const outcome = await breakers().run(provider, async (): Promise<Outcome<V>> => {
      asked = true;
      const counted = await countCalls(() => withinDeadline(call));
      used = counted.calls;
      if (counted.outcome.status === 'fulfilled') return { ok: true, value: counted.outcome.value };
      if (call.isOutage(counted.outcome.reason)) throw counted.outcome.reason;
      // A refusal proves the provider is up: it resolves, and the breaker counts a success.
      return { ok: false, error: counted.outcome.reason };
    });
    if (!outcome.ok) {
      const refusal = call.fail({ type: 'refused', error: outcome.error });
      cache?.set(call.key, refusal);
      return { answer: refusal, asked };
    }
    let answer: A;
    try {
      answer = await call.accept(outcome.value);
    } catch (error) {
      // Our side failed, not the provider: not a measurement of it either.
      return { answer: call.fail({ type: 'unusable', error }), asked: false };
    }
    cache?.set(call.key, answer);
    return { answer, asked };
  } catch (error) {
    if (error instanceof BrokenCircuitError) return skipped({ type: 'open' });
    return { answer: call.fail({ type: 'failed', error }), asked };
  } finally {
    await budget.settle(provider, call.calls, used);
  }
}

/** `run` within the call's deadline, even when it ignores its abort signal. */
async function withinDeadline<V, A>(call: GuardedCall<V, A>): Promise<V> {
  try {
    return await timeout(call.timeoutMs, TimeoutStrategy.Aggressive).execute(({ signal }) =>
      call.run(signal),
    );
  } catch (error) {
    throw error instanceof TaskCancelledError ? call.timeoutError() : error;
  }
}
