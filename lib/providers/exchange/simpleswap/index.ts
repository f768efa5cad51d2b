import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { rateOf } from '@/lib/decimal';
import { addLimits } from '../../kit/limits';
import type { PairRange, PairRequest } from '../contract';
import { exchange, defineExchangeAdapter } from '../kind';
import manifest from './adapter.json';
import { amountError, SimpleswapClient, type SimpleswapPair } from './client';
import { fromExchange, isListed, toSimpleswap } from './mapping';

// SimpleSwap (API v3). estimatedAmount already has every fee taken off, network fee included
// (SimpleSwap does not report that fee separately); in reverse it is the amount to send.

async function pairOf(client: SimpleswapClient, request: PairRequest): Promise<SimpleswapPair> {
  const list = await client.currencies.getOrStale();
  const [from, to] = [toSimpleswap(request.from, list), toSimpleswap(request.to, list)];
  if (!from || !to) throw client.fail('pair_unavailable', 'currency not listed');
  return {
    tickerFrom: from.ticker,
    networkFrom: from.network,
    tickerTo: to.ticker,
    networkTo: to.network,
    fixed: request.rateType === 'fixed',
  };
}

// Limits are always asked in the currency sent (reverse=false), as PairRange wants them.
async function rangeOf(client: SimpleswapClient, pair: SimpleswapPair, signal?: AbortSignal) {
  const answer = await client.range({ ...pair, reverse: false }, signal);
  return { min: answer.min, max: answer.max } satisfies PairRange;
}

export const simpleswap = defineExchangeAdapter({
  ...adapterFacts(exchange, 'simpleswap', manifest),
  client: (config) => new SimpleswapClient(config),

  async listed(client, from, to) {
    const list = await client.currencies.getOrStale();
    return isListed(list, from) && isListed(list, to);
  },

  async range(client, request) {
    return rangeOf(client, await pairOf(client, request), request.signal);
  },

  async quote(client, request) {
    const pair = await pairOf(client, request);
    const reverse = request.direction === 'reverse';
    const [limits, estimate] = await Promise.allSettled([
      rangeOf(client, pair, request.signal),
      client.estimate({ ...pair, amount: request.amount, reverse }, request.signal),
    ]);
    if (estimate.status === 'rejected') {
      if (limits.status === 'rejected') throw estimate.reason;
      throw reverse
        ? addLimits(estimate.reason, limits.value)
        : amountError(estimate.reason, request.amount, limits.value);
    }
    if (limits.status === 'rejected') throw limits.reason;
    const answer = estimate.value;
    const amountFrom = reverse ? answer.estimatedAmount : request.amount;
    const amountTo = reverse ? request.amount : answer.estimatedAmount;
    const fixed = request.rateType === 'fixed';
    if (fixed && !answer.rateId)
      throw client.fail('bad_response', 'fixed estimate without a rate id');
    return {
      amountFrom,
      amountTo,
      rate: rateOf(amountFrom, amountTo),
      networkFee: null,
      min: limits.value.min,
      max: limits.value.max,
      rateId: fixed ? (answer.rateId ?? undefined) : undefined,
      expiresAt: fixed ? (answer.validUntil ?? undefined) : undefined,
    };
  },

  async createSwap(client, request) {
    const exchange = await client.create(
      {
        ...(await pairOf(client, request)),
        amount: request.amount,
        reverse: request.direction === 'reverse',
        addressTo: request.payoutAddress,
        extraIdTo: request.payoutExtraId,
        userRefundAddress: request.refundAddress,
        userRefundExtraId: request.refundExtraId,
        rateId: request.rateType === 'fixed' ? request.rateId : undefined,
      },
      request.signal,
    );
    return fromExchange(exchange);
  },

  async getSwap(client, id, signal) {
    return fromExchange(await client.exchange(id, signal));
  },
});
