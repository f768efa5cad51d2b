import { ProviderError } from '../errors';
import { cached } from '../shared/cache';
import { rateOf } from '../shared/decimal';
import { addLimits } from '../shared/limits';
import type { AdapterOptions } from '../shared/options';
import type { ExchangeProvider, PairRange, PairRequest, ProviderInfo } from '../types';
import { SimpleswapClient, type SimpleswapPair } from './client';
import { isListed, toSimpleswap } from './currencies';
import { amountError, simpleswapError } from './errors';
import { fromExchange } from './swaps';

export type SimpleswapProviderOptions = AdapterOptions;

// Public facts: KYC per SimpleSwap's published AML/KYC policy (verification only for
// transactions its AML checks flag), rating from public review sites (Trustpilot and similar)
// as of 2026, ETA from SimpleSwap's own guidance for typical swaps.
export const SIMPLESWAP_INFO: ProviderInfo = {
  id: 'simpleswap',
  name: 'SimpleSwap',
  sandbox: false,
  kyc: 'rare',
  rating: 4.4,
  eta: { min: 10, max: 40 },
  website: 'https://simpleswap.io',
  rateTypes: ['fixed', 'floating'],
  reverse: true,
  // A quote asks the range and the estimate.
  quoteCalls: 2,
};

export function createSimpleswapProvider(options: SimpleswapProviderOptions): ExchangeProvider {
  const client = new SimpleswapClient(options);
  const redact = (text: string) => client.redact(text);
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw simpleswapError(error, redact);
    }
  };
  const currencies = cached(() => client.currencies());
  const pairOf = async (request: PairRequest): Promise<SimpleswapPair> => {
    const list = await currencies.get().catch(() => currencies.peek());
    const from = toSimpleswap(request.from, list);
    const to = toSimpleswap(request.to, list);
    return {
      tickerFrom: from.ticker,
      networkFrom: from.network,
      tickerTo: to.ticker,
      networkTo: to.network,
      fixed: request.rateType === 'fixed',
    };
  };
  // Limits are always asked in the currency sent (reverse=false), as PairRange wants them.
  const rangeOf = (pair: SimpleswapPair, signal?: AbortSignal): Promise<PairRange> =>
    guard(async () => {
      const answer = await client.range({ ...pair, reverse: false }, signal);
      return { min: answer.min, max: answer.max };
    });

  return {
    info: SIMPLESWAP_INFO,

    async supports(from, to) {
      const list = await currencies.get().catch(() => currencies.peek());
      return isListed(list, from) && isListed(list, to);
    },

    async range(request) {
      return rangeOf(await guard(() => pairOf(request)), request.signal);
    },

    async quote(request) {
      const pair = await guard(() => pairOf(request));
      const reverse = request.direction === 'reverse';
      const [limits, estimate] = await Promise.allSettled([
        rangeOf(pair, request.signal),
        guard(() => client.estimate({ ...pair, amount: request.amount, reverse }, request.signal)),
      ]);
      if (estimate.status === 'rejected') {
        const error = estimate.reason as ProviderError;
        if (limits.status === 'rejected') throw error;
        throw reverse
          ? addLimits(error, limits.value)
          : amountError(error, request.amount, limits.value);
      }
      if (limits.status === 'rejected') throw limits.reason;
      const answer = estimate.value;
      // estimatedAmount already has every fee taken off, network fee included (SimpleSwap does not
      // report that fee separately); in reverse it is the amount to send.
      const amountFrom = reverse ? answer.estimatedAmount : request.amount;
      const amountTo = reverse ? request.amount : answer.estimatedAmount;
      const fixed = request.rateType === 'fixed';
      if (fixed && !answer.rateId) {
        throw new ProviderError('simpleswap', 'bad_response', 'fixed estimate without a rate id');
      }
      return {
        provider: 'simpleswap',
        rateType: request.rateType,
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

    createSwap(request) {
      return guard(async () => {
        const pair = await pairOf(request);
        const exchange = await client.create(
          {
            ...pair,
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
      });
    },

    getSwap(providerSwapId, signal) {
      return guard(async () => fromExchange(await client.exchange(providerSwapId, signal)));
    },
  };
}
