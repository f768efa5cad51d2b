import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { rateOf } from '@/lib/decimal';
import { addLimits } from '../../kit/limits';
import type { CurrencyRef, PairRange, PairRequest } from '../contract';
import { exchange, defineExchangeAdapter } from '../kind';
import manifest from './adapter.json';
import { ChangenowClient, type ChangenowPair } from './client';
import { fromCreated, fromExchange, isListed, CHANGENOW_NETWORKS } from './mapping';

// ChangeNOW (API v2). Its estimate's toAmount is what the visitor receives: the withdrawal
// (network) fee is already deducted and reported beside it as withdrawalFee.

function asset(client: ChangenowClient, ref: CurrencyRef) {
  const network = CHANGENOW_NETWORKS.of(ref);
  if (!network) throw client.fail('pair_unavailable', `network ${ref.network} not mapped`);
  return { currency: ref.ticker.toLowerCase(), network };
}

function pairOf(client: ChangenowClient, request: PairRequest): ChangenowPair {
  const from = asset(client, request.from);
  const to = asset(client, request.to);
  return {
    fromCurrency: from.currency,
    fromNetwork: from.network,
    toCurrency: to.currency,
    toNetwork: to.network,
    flow: request.rateType === 'fixed' ? 'fixed-rate' : 'standard',
  };
}

async function range(client: ChangenowClient, request: PairRequest): Promise<PairRange> {
  const answer = await client.range(pairOf(client, request), request.signal);
  return { min: answer.minAmount, max: answer.maxAmount ?? null };
}

export const changenow = defineExchangeAdapter({
  ...adapterFacts(exchange, 'changenow', manifest),
  client: (config) => new ChangenowClient(config),

  async listed(client, from, to, rateType) {
    const list = await client.currencies.getOrStale();
    return isListed(list, from, rateType, 'from') && isListed(list, to, rateType, 'to');
  },

  range,

  async quote(client, request) {
    const pair = pairOf(client, request);
    if (request.direction === 'reverse' && request.rateType === 'floating') {
      // ChangeNOW computes "amount to receive" estimates on the fixed-rate flow only.
      throw client.fail('pair_unavailable', 'reverse quotes need a fixed rate');
    }
    const amountKey = request.direction === 'direct' ? 'fromAmount' : 'toAmount';
    const [limits, estimate] = await Promise.allSettled([
      range(client, request),
      client.estimate(
        { ...pair, [amountKey]: request.amount, type: request.direction },
        request.signal,
      ),
    ]);
    if (estimate.status === 'rejected') {
      throw limits.status === 'fulfilled'
        ? addLimits(estimate.reason, limits.value)
        : estimate.reason;
    }
    if (limits.status === 'rejected') throw limits.reason;
    const answer = estimate.value;
    const fixed = request.rateType === 'fixed';
    return {
      amountFrom: answer.fromAmount,
      amountTo: answer.toAmount,
      rate: rateOf(answer.fromAmount, answer.toAmount),
      networkFee: answer.withdrawalFee ?? null,
      min: limits.value.min,
      max: limits.value.max,
      rateId: fixed ? (answer.rateId ?? undefined) : undefined,
      expiresAt: fixed ? (answer.validUntil ?? undefined) : undefined,
    };
  },

  async createSwap(client, request) {
    const created = await client.create(
      {
        ...pairOf(client, request),
        fromAmount: request.direction === 'direct' ? request.amount : undefined,
        toAmount: request.direction === 'reverse' ? request.amount : undefined,
        address: request.payoutAddress,
        extraId: request.payoutExtraId,
        refundAddress: request.refundAddress,
        refundExtraId: request.refundExtraId,
        type: request.direction,
        rateId: request.rateType === 'fixed' ? request.rateId : undefined,
      },
      request.signal,
    );
    return fromCreated(created, request);
  },

  async getSwap(client, id, signal) {
    return fromExchange(await client.byId(id, signal));
  },
});
