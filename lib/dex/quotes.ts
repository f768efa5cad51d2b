import 'server-only';
import type { Big } from 'big.js';
import { ApiError } from '@/lib/api/errors';
import { toBaseUnits } from '@/lib/decimal';
import type { DexInfo, DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { fanOut } from '@/lib/upstream/fan-out';
import { guardedCall } from '@/lib/upstream/guard';
import { aggregatorsFor, simulatedOnly } from './aggregators';
import { dexChain } from './chains';
import type {
  DexAggregatorView,
  DexQuoteFailure,
  DexQuotesQuery,
  DexQuotesResponse,
  DexToken,
} from './contract';
import { dexCall, type DexAnswer } from './dex-call';
import { gasPrice, withGasFacts } from './gas';
import { rankQuotes } from './ranking';
import { routerAllowed, spenderAllowed } from './spenders';
import { lookupTokenForApi } from './token-lookup';
import { tickerUsd } from './world';

export { clearDexQuoteCache } from './dex-call';

// GET /api/v1/dex/quotes: both tokens resolved (curated, else read on chain), the amount in base
// units, every aggregator serving the chain asked at once through the upstream guard
// (./dex-call.ts), each quote's spender checked against its aggregator's documented list
// (./spenders.ts), and the quotes ranked by what arrives after gas (./ranking.ts) at the chain's
// gas price (./gas.ts), with a rollup's L1 data fee (./l1-fee.ts), and the catalogue's reference
// prices.

export function aggregatorView(info: DexInfo): DexAggregatorView {
  return { id: info.id, name: info.name, sandbox: info.sandbox, website: info.website };
}

async function resolveToken(chainId: number, address: string, field: 'from' | 'to') {
  const token = await lookupTokenForApi(chainId, address);
  if (!token) throw new ApiError('unknown_currency', { fields: { [field]: 'unknown_currency' } });
  return token;
}

async function askAll(asked: readonly DexProvider[], request: DexQuoteRequest) {
  const answers: DexAnswer[] = [];
  const ask = (provider: DexProvider) => guardedCall(dexCall(provider, request)).settled;
  for await (const { index, result } of fanOut(asked, ask)) answers[index] = result.answer;
  return answers;
}

const usdOf = (token: DexToken): Promise<Big | undefined> => tickerUsd(token.ticker);

export async function dexQuotes(query: DexQuotesQuery): Promise<DexQuotesResponse> {
  const chain = dexChain(query.chainId);
  if (!chain) throw new ApiError('validation_failed', { fields: { chainId: 'invalid' } });
  const [from, to] = await Promise.all([
    resolveToken(chain.id, query.from, 'from'),
    resolveToken(chain.id, query.to, 'to'),
  ]);
  if (from.address.toLowerCase() === to.address.toLowerCase()) throw new ApiError('same_currency');
  const amountIn = toBaseUnits(query.amount, from.decimals);
  if (BigInt(amountIn) === 0n) throw new ApiError('amount_too_low');

  const ref = (token: DexToken) => ({
    chainId: chain.id,
    address: token.address,
    decimals: token.decimals,
    native: token.native,
  });
  const request: DexQuoteRequest = {
    chainId: chain.id,
    from: ref(from),
    to: ref(to),
    amount: amountIn,
    slippageBps: query.slippageBps,
    taker: query.taker,
  };
  const asked = aggregatorsFor(chain.id);
  const quotedAt = new Date().toISOString();
  const [answers, gasPriceWei, nativeUsd, fromUsd, toUsd] = await Promise.all([
    askAll(asked, request),
    gasPrice(chain.id),
    tickerUsd(chain.native.ticker),
    usdOf(from),
    usdOf(to),
  ]);

  const quotes: { aggregator: DexAggregatorView; quote: DexQuote }[] = [];
  const failures: DexQuoteFailure[] = [];
  answers.forEach((answer, i) => {
    const { info } = asked[i]!;
    const aggregator = aggregatorView(info);
    if (!answer.ok) {
      failures.push({
        aggregator,
        error: answer.error,
        ...(answer.limit ? { limit: answer.limit } : {}),
      });
    } else if (!spenderAllowed(info, answer.quote, from.native)) {
      failures.push({ aggregator, error: 'spender_unknown' });
    } else if (!routerAllowed(info, answer.quote)) {
      failures.push({ aggregator, error: 'router_unknown' });
    } else {
      // Selling the chain's own coin approves nothing, whatever a vendor names.
      const quote = from.native ? { ...answer.quote, spender: null } : answer.quote;
      quotes.push({ aggregator, quote });
    }
  });

  const ranked = await withGasFacts(chain.id, quotes, query.taker, gasPriceWei);

  return {
    chainId: chain.id,
    from,
    to,
    amountIn,
    slippageBps: query.slippageBps,
    quotes: rankQuotes({
      quotes: ranked,
      gasPriceWei,
      nativeUsd: nativeUsd ?? null,
      from: { decimals: from.decimals, native: from.native, usd: fromUsd ?? null },
      to: { decimals: to.decimals, native: to.native, usd: toUsd ?? null },
    }),
    failures,
    gasPriceWei: gasPriceWei === null ? null : gasPriceWei.toString(),
    sandbox: simulatedOnly(asked),
    quotedAt,
  };
}
