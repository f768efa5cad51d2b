import { env } from '@/lib/env';
import { ProviderError } from '../../kit/errors';

// SANDBOX_FAULTS (testing knob) makes one sandbox provider misbehave, to prove the offers list
// never waits on a broken provider: "sandbox-harbor:hang,sandbox-swift:error".

export type Fault = 'hang' | 'error' | 'slow';

export function faultOf(providerId: string, source = env().SANDBOX_FAULTS): Fault | undefined {
  for (const entry of (source ?? '').split(',')) {
    const [id, fault] = entry.trim().split(':');
    if (id === providerId && (fault === 'hang' || fault === 'error' || fault === 'slow')) {
      return fault;
    }
  }
  return undefined;
}

/** Waits like a remote API would, honouring the caller's abort signal. */
export function simulatedLatency(
  providerId: `sandbox-${string}`,
  latencyMs: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const fault = faultOf(providerId);
  if (fault === 'error') {
    return Promise.reject(new ProviderError(providerId, 'unavailable', 'simulated outage'));
  }
  // A hang lasts an hour: longer than any deadline, so only the caller's abort ends it.
  const ms = fault === 'hang' ? 3_600_000 : fault === 'slow' ? latencyMs + 3_000 : latencyMs;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError(providerId, 'timeout', 'aborted by the caller'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
