import 'server-only';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ProviderError, type ProviderErrorKind } from '@/lib/providers/kit/errors';

// A circuit breaker per provider, in this process (cockatiel): after FAILURE_THRESHOLD outages in
// a row a provider is skipped for OPEN_MS, then one request is let through to test it; its
// success closes the breaker, its failure opens it again. Each instance keeps its own view.
//
// Only outages count: timeouts, 5xx, network errors and answers we cannot read. Anything a
// visitor's request can provoke (amounts, pairs, addresses, an unrecognised 4xx, a vendor 429
// caused by our own traffic) says the provider is up, so it resets the count instead: no client
// can switch a provider off for everyone.

export const FAILURE_THRESHOLD = 5;
export const OPEN_MS = 30_000;

const OUTAGES: ReadonlySet<ProviderErrorKind> = new Set(['timeout', 'unavailable', 'bad_response']);

/** Whether a failure says the provider itself is down (see above). */
export function isOutage(error: unknown): boolean {
  // An adapter that throws something unexpected cannot be used either.
  if (!(error instanceof ProviderError)) return true;
  const status = error.details.status;
  // Whatever an adapter called it, a 4xx answer is the vendor refusing one request.
  if (status !== undefined && status >= 400 && status < 500) return false;
  return OUTAGES.has(error.kind);
}

export { BrokenCircuitError };

export class ProviderBreakers {
  private readonly policies = new Map<string, CircuitBreakerPolicy>();

  private policy(id: string): CircuitBreakerPolicy {
    let policy = this.policies.get(id);
    if (!policy) {
      policy = circuitBreaker(handleWhen(isOutage), {
        halfOpenAfter: OPEN_MS,
        breaker: new ConsecutiveBreaker(FAILURE_THRESHOLD),
      });
      this.policies.set(id, policy);
    }
    return policy;
  }

  /**
   * False while a probe is under way: the other requests are answered at once instead of
   * queueing behind it (cockatiel would hold them until the probe ends).
   */
  mayTry(id: string): boolean {
    return this.policy(id).state !== CircuitState.HalfOpen;
  }

  isOpen(id: string): boolean {
    return this.policy(id).state === CircuitState.Open;
  }

  /**
   * Runs `work`, which resolves for every answer (refusals included) and throws only outages.
   * Throws BrokenCircuitError without running it while the breaker is open.
   */
  run<T>(id: string, work: () => Promise<T>): Promise<T> {
    return this.policy(id).execute(work);
  }

  /** Forgets every provider's history (tests). */
  reset(): void {
    this.policies.clear();
  }
}
