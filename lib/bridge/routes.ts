import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { toBaseUnits } from '@/lib/decimal';
import type { DexAggregatorView, DexToken } from '@/lib/dex/contract';
import { findCuratedToken } from '@/lib/dex/tokens';
import { tickerUsd } from '@/lib/dex/world';
import type {
  BridgeInfo,
  BridgeProvider,
  BridgeRouteRequest,
} from '@/lib/providers/bridge/contract';
import type { TokenRef } from '@/lib/providers/kit/contract';
import { fanOut } from '@/lib/upstream/fan-out';
import { guardedCall } from '@/lib/upstream/guard';
import { bridgesFor, simulatedOnly } from './aggregators';
import { bridgeCall, type BridgeAnswer } from './bridge-call';
import { rankRoutes, type BridgeRankEntry } from './ranking';
import type { BridgeRouteFailure, BridgeRoutesQuery, BridgeRoutesResponse } from './schema';
import { bridgeSpenderAllowed, bridgeTargetAllowed } from './spenders';

export { clearBridgeRouteCache } from './bridge-call';

// GET /api/v1/bridge/routes: both tokens resolved from the DEX's curated lists (a bridge moves
// only tokens the site vouches for on both chains), the amount in base units, every aggregator
// serving both chains asked at once through the upstream guard (./bridge-call.ts), each route's
// spender and transaction checked against its aggregator's documented contracts on the source
// chain (./spenders.ts), and the routes ranked by the USD value that arrives (./ranking.ts).

const aggregatorView = ({ id, name, sandbox, website }: BridgeInfo): DexAggregatorView => ({
  id,
  name,
  sandbox,
  website,
});

function resolveToken(chainId: number, address: string, field: 'from' | 'to'): DexToken {
  const token = findCuratedToken(chainId, address);
  if (!token) throw new ApiError('unknown_currency', { fields: { [field]: 'unknown_currency' } });
  return token;
}

const ref = (token: DexToken): TokenRef => ({
  chainId: token.chainId,
  address: token.address,
  decimals: token.decimals,
  native: token.native,
});

async function askAll(asked: readonly BridgeProvider[], request: BridgeRouteRequest) {
  const answers: BridgeAnswer[] = [];
  const ask = (provider: BridgeProvider) => guardedCall(bridgeCall(provider, request)).settled;
  for await (const { index, result } of fanOut(asked, ask)) answers[index] = result.answer;
  return answers;
}

export async function bridgeRoutes(query: BridgeRoutesQuery): Promise<BridgeRoutesResponse> {
  const from = resolveToken(query.fromChainId, query.from, 'from');
  const to = resolveToken(query.toChainId, query.to, 'to');
  const amountIn = toBaseUnits(query.amount, from.decimals);
  if (BigInt(amountIn) === 0n) throw new ApiError('amount_too_low');

  const request: BridgeRouteRequest = {
    from: ref(from),
    to: ref(to),
    amount: amountIn,
    slippageBps: query.slippageBps,
    sender: query.sender,
  };
  const asked = bridgesFor(from.chainId, to.chainId);
  const quotedAt = new Date().toISOString();
  const [answers, toUsd] = await Promise.all([askAll(asked, request), tickerUsd(to.ticker)]);

  const routes: BridgeRankEntry[] = [];
  const failures: BridgeRouteFailure[] = [];
  answers.forEach((answer, i) => {
    const { info } = asked[i]!;
    const aggregator = aggregatorView(info);
    if (!answer.ok) {
      failures.push({
        aggregator,
        error: answer.error,
        ...(answer.limit ? { limit: answer.limit } : {}),
      });
    } else if (!bridgeSpenderAllowed(info, answer.route, from.native)) {
      failures.push({ aggregator, error: 'spender_unknown' });
    } else if (!bridgeTargetAllowed(info, answer.route)) {
      failures.push({ aggregator, error: 'router_unknown' });
    } else {
      // Sending the chain's own coin approves nothing, whatever a vendor names.
      const route = from.native ? { ...answer.route, spender: null } : answer.route;
      routes.push({ aggregator, route });
    }
  });

  return {
    fromChainId: from.chainId,
    toChainId: to.chainId,
    from,
    to,
    amountIn,
    slippageBps: query.slippageBps,
    routes: rankRoutes({ routes, to: { decimals: to.decimals, usd: toUsd ?? null } }),
    failures,
    sandbox: simulatedOnly(asked),
    quotedAt,
  };
}
