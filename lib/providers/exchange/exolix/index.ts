import 'server-only';
import { listsBoth } from '../../kit/listing';
import { adapterFacts } from '../../kit/manifest';
import { rateOf, toJsonNumber } from '@/lib/decimal';
import { ProviderError } from '../../kit/errors';
import { assertWithinLimits, positive } from '../../kit/limits';
import type { PairRange, PairRequest, QuoteRequest } from '../contract';
import { exchange, defineExchangeAdapter, localRateId, type QuoteResult } from '../kind';
import manifest from './adapter.json';
import { classifyExolix, ExolixClient, type RateQuery } from './client';
import { listed, toExolixAsset, toProviderSwap } from './mapping';

// Exolix (API v2). /rate's toAmount is what the visitor receives with the network fee already
// taken (Exolix reports no separate fee), so networkFee is null. A fixed rate is locked when the
// transaction is created and Exolix issues no rate id: a fixed quote carries one of ours, so the
// quote store keeps it and the swap is checked against it like any other.

/** /rate needs an amount even to learn the limits; one unit of the coin sent is neutral. */
const PROBE_AMOUNT = '1';

function pair(client: ExolixClient, request: PairRequest) {
  const from = toExolixAsset(request.from);
  const to = toExolixAsset(request.to);
  if (!from || !to) throw client.fail('pair_unavailable', 'no Exolix network for the pair');
  return { coinFrom: from.coin, networkFrom: from.network, coinTo: to.coin, networkTo: to.network };
}

async function rate(client: ExolixClient, request: PairRequest, amount: string, reverse: boolean) {
  const codes = pair(client, request);
  const query: RateQuery = {
    ...codes,
    coinFromNetwork: codes.networkFrom,
    coinToNetwork: codes.networkTo,
    ...(reverse ? { withdrawalAmount: amount } : { amount }),
    rateType: request.rateType === 'fixed' ? 'fixed' : 'float',
  };
  const answer = await client.rate(query, request.signal);
  const limits: PairRange = { min: answer.minAmount ?? '0', max: positive(answer.maxAmount) };
  // A 200 answer may still be a refusal (reverse quotes under withdrawMin): then an amount is
  // zero and `message` says why. A message beside real amounts is only informative.
  const refused = [answer.fromAmount, answer.toAmount].some((a) => !positive(a));
  const problem = answer.message && refused ? classifyExolix(200, answer) : undefined;
  if (problem) {
    const details = { ...limits, max: limits.max ?? undefined, ...problem.details };
    throw client.fail(problem.kind, answer.message ?? '', details);
  }
  return { answer, limits };
}

async function quote(client: ExolixClient, request: QuoteRequest): Promise<QuoteResult> {
  const direct = request.direction === 'direct';
  const { answer, limits } = await rate(client, request, request.amount, !direct);
  const other = positive(direct ? answer.toAmount : answer.fromAmount);
  if (!other) throw client.fail('bad_response', 'rate answer without an amount');
  const [amountFrom, amountTo] = direct ? [request.amount, other] : [other, request.amount];
  assertWithinLimits('exolix', amountFrom, limits);
  return {
    amountFrom,
    amountTo,
    rate: rateOf(amountFrom, amountTo, { places: 18 }),
    networkFee: null,
    ...limits,
    rateId: request.rateType === 'fixed' ? localRateId() : undefined,
  };
}

export const exolix = defineExchangeAdapter({
  ...adapterFacts(exchange, 'exolix', manifest),
  client: (config) => new ExolixClient(config),

  listed: (client, from, to) =>
    listsBoth([from, to], toExolixAsset, () => client.currencies.get(), listed),

  async range(client, request) {
    try {
      return (await rate(client, request, PROBE_AMOUNT, false)).limits;
    } catch (error) {
      // Outside the limits, Exolix still names them: that is all range() wants.
      if (error instanceof ProviderError && error.details.min !== undefined) {
        return { min: error.details.min, max: positive(error.details.max) };
      }
      throw error;
    }
  },

  quote,

  async createSwap(client, request) {
    const amount = toJsonNumber(request.amount);
    // The rate id of a fixed quote is ours (localRateId): Exolix locks the rate by rateType.
    const tx = await client.createTransaction(
      {
        ...pair(client, request),
        ...(request.direction === 'reverse' ? { withdrawalAmount: amount } : { amount }),
        withdrawalAddress: request.payoutAddress,
        withdrawalExtraId: request.payoutExtraId || undefined,
        refundAddress: request.refundAddress || undefined,
        refundExtraId: request.refundExtraId || undefined,
        rateType: request.rateType === 'fixed' ? 'fixed' : 'float',
      },
      request.signal,
    );
    return toProviderSwap(tx);
  },

  async getSwap(client, id, signal) {
    return toProviderSwap(await client.transaction(id, signal));
  },
});
