import 'server-only';
import { env } from '@/lib/env';
import { failureAnswer, INDICATIVE_TTL_MS, type DexFailureAnswer } from '@/lib/dex/dex-call';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type {
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
} from '@/lib/providers/bridge/contract';
import { CLIENT_ERROR_KINDS } from '@/lib/providers/kit/contract';
import { isOutage, ProviderError } from '@/lib/providers/kit/errors';
import { TtlCache } from '@/lib/upstream/answer-cache';
import type { GuardedCall } from '@/lib/upstream/guard';

// A bridge route as the upstream guard's call (lib/upstream/guard.ts), as a DEX quote is
// (lib/dex/dex-call.ts): the same per-provider breaker, budget and deadline, failures in the DEX
// answer's words. An indicative route (no sender) is shared by identical questions for
// INDICATIVE_TTL_MS; one with a sender is never cached: its transaction is that wallet's.

export type BridgeAnswer = { ok: true; route: BridgeRoute } | DexFailureAnswer;

const REFUSALS: ReadonlySet<string> = new Set(CLIENT_ERROR_KINDS);

const cache = processSingleton(
  'bridge-route-cache',
  () =>
    new TtlCache<BridgeAnswer>({
      maxEntries: 2_000,
      // A refusal is kept only when the question caused it (the pair, the amount).
      ttlMs: (answer) => (answer.ok || REFUSALS.has(answer.error) ? INDICATIVE_TTL_MS : null),
    }),
);

export function clearBridgeRouteCache(): void {
  cache().clear();
}

/** The question in full, the sender included: one wallet's transaction never reaches another. */
function keyOf(id: string, request: BridgeRouteRequest): string {
  const { from, to, amount, slippageBps, sender } = request;
  return [
    'bridge',
    id,
    from.chainId,
    from.address.toLowerCase(),
    to.chainId,
    to.address.toLowerCase(),
    amount,
    slippageBps,
    sender?.toLowerCase() ?? '',
  ].join('|');
}

export function bridgeCall(
  provider: BridgeProvider,
  request: BridgeRouteRequest,
): GuardedCall<BridgeRoute, BridgeAnswer> {
  const { id } = provider.info;
  const timeoutMs = env().PROVIDER_TIMEOUT_MS;
  return {
    provider: id,
    key: keyOf(id, request),
    calls: 1,
    timeoutMs,
    cache: request.sender ? 'never' : cache(),
    run: (signal) => provider.route({ ...request, signal }),
    isOutage,
    timeoutError: () => new ProviderError(id, 'timeout', `no answer within ${timeoutMs} ms`),
    accept: (route) => ({ ok: true, route }),
    fail: (failure) => failureAnswer('bridge routes', id, failure),
  };
}
