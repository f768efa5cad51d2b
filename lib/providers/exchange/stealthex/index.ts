import 'server-only';
import { listsBoth } from '../../kit/listing';
import { adapterFacts } from '../../kit/manifest';
import { rateOf, toJsonNumber } from '@/lib/decimal';
import { addLimits, assertWithinLimits } from '../../kit/limits';
import type { PairRequest, QuoteRequest } from '../contract';
import { exchange, defineExchangeAdapter, type QuoteResult } from '../kind';
import manifest from './adapter.json';
import { StealthexClient, type StealthexRateBody, type StealthexRoute } from './client';
import { listed, toProviderSwap, toStealthexAsset } from './mapping';

// StealthEX (API v4). Its estimated_amount is what the visitor receives with every fee already
// taken (StealthEX reports no separate network fee), so networkFee is null.

function route(client: StealthexClient, request: PairRequest): StealthexRoute {
  const from = toStealthexAsset(request.from);
  const to = toStealthexAsset(request.to);
  if (!from || !to) throw client.fail('pair_unavailable', 'no StealthEX code for the pair');
  return { from, to };
}

function rateBody(client: StealthexClient, request: QuoteRequest): StealthexRateBody {
  if (request.direction === 'reverse' && request.rateType === 'floating') {
    // "Reversed estimation is only available for fixed rate" (v4 reference).
    throw client.fail('pair_unavailable', 'reverse quotes are fixed-rate only');
  }
  return {
    route: route(client, request),
    estimation: request.direction === 'direct' ? 'direct' : 'reversed',
    rate: request.rateType,
  };
}

async function range(client: StealthexClient, request: PairRequest) {
  const body = {
    route: route(client, request),
    estimation: 'direct' as const,
    rate: request.rateType,
  };
  const answer = await client.range(body, request.signal);
  return { min: answer.min_amount, max: answer.max_amount };
}

async function quote(client: StealthexClient, request: QuoteRequest): Promise<QuoteResult> {
  const body = rateBody(client, request);
  const [limits, estimate] = await Promise.allSettled([
    range(client, request),
    client.estimate({ ...body, amount: toJsonNumber(request.amount) }, request.signal),
  ]);
  if (limits.status === 'rejected') throw limits.reason;
  const pairRange = limits.value;
  if (request.direction === 'direct') assertWithinLimits('stealthex', request.amount, pairRange);
  if (estimate.status === 'rejected') throw addLimits(estimate.reason, pairRange);
  const other = estimate.value.estimated_amount;
  const [amountFrom, amountTo] =
    request.direction === 'direct' ? [request.amount, other] : [other, request.amount];
  if (request.direction === 'reverse') assertWithinLimits('stealthex', amountFrom, pairRange);
  return {
    amountFrom,
    amountTo,
    rate: rateOf(amountFrom, amountTo, { places: 18 }),
    networkFee: null,
    ...pairRange,
    rateId: estimate.value.rate?.id,
    expiresAt: estimate.value.rate?.valid_until,
  };
}

export const stealthex = defineExchangeAdapter({
  ...adapterFacts(exchange, 'stealthex', manifest),
  client: (config) => new StealthexClient(config),

  listed: (client, from, to, rateType) =>
    listsBoth(
      [from, to],
      toStealthexAsset,
      () => client.currencies.get(),
      (list, asset) => listed(list, asset, rateType),
    ),

  range,
  quote,

  async createSwap(client, request) {
    const body = rateBody(client, request);
    // A fixed-rate exchange must name the rate it honours; fetch one when the caller has none.
    const fixed = request.rateType === 'fixed';
    const rateId = fixed ? (request.rateId ?? (await quote(client, request)).rateId) : undefined;
    const exchange = await client.createExchange(
      {
        ...body,
        amount: toJsonNumber(request.amount),
        address: request.payoutAddress,
        extra_id: request.payoutExtraId || undefined,
        refund_address: request.refundAddress || undefined,
        refund_extra_id: request.refundExtraId || undefined,
        rate_id: rateId,
      },
      request.signal,
    );
    return toProviderSwap(exchange);
  },

  async getSwap(client, id, signal) {
    return toProviderSwap(await client.getExchange(id, signal));
  },
});
