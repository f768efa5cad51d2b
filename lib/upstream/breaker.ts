import 'server-only';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { processSingleton } from '@/lib/process-singleton.mjs';

// A circuit breaker per provider, in this process (cockatiel): after FAILURE_THRESHOLD outages in
// a row a provider is skipped for OPEN_MS, then one request is let through to test it; its
// success closes the breaker, its failure opens it again. Each instance keeps its own view.
//
// Only outages count, and only the caller knows what one is (the provider kit's isOutage: a
// timeout, a 5xx, a network error, an answer we cannot read): the work given to run() resolves
// for every other answer, so a refusal a visitor's request provoked resets the count instead and
// no client can switch a provider off for everyone. Whatever run() throws is an outage here.

export const FAILURE_THRESHOLD = 5;
export const OPEN_MS = 30_000;

export { BrokenCircuitError };

export class ProviderBreakers {
  private readonly policies = new Map<string, CircuitBreakerPolicy>();

  private policy(id: string): CircuitBreakerPolicy {
    let policy = this.policies.get(id);
    if (!policy) {
      policy = circuitBreaker(handleAll, {
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

/** The process's breakers, one per provider id, whatever its kind. */
export const breakers = processSingleton('provider-breakers', () => new ProviderBreakers());
