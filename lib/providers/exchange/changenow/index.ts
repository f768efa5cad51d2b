import { ProviderError } from '../errors';
import { cached } from '../shared/cache';
import { rateOf } from '../shared/decimal';
import { addLimits } from '../shared/limits';
import type { AdapterOptions } from '../shared/options';
import type {
  CreateSwapRequest,
  ExchangeProvider,
  PairRange,
  PairRequest,
  ProviderInfo,
} from '../types';
import { ChangenowClient, type ChangenowPair } from './client';
import { isListed, toChangenow } from './currencies';
import { changenowError } from './errors';
import { fromCreated, fromExchange } from './swaps';

export type ChangenowProviderOptions = AdapterOptions;

// Public facts: KYC per ChangeNOW's published AML/KYC policy (verification only for flagged
// transactions), rating from public review sites (Trustpilot and similar) as of 2026, ETA from
// the speed forecasts its API returns for popular pairs.
export const CHANGENOW_INFO: ProviderInfo = {
  id: 'changenow',
  name: 'ChangeNOW',
  sandbox: false,
  kyc: 'rare',
  rating: 4.3,
  eta: { min: 5, max: 30 },
  website: 'https://changenow.io',
  rateTypes: ['fixed', 'floating'],
  reverse: true,
  // A quote asks the range and the estimate.
  quoteCalls: 2,
};

function pairOf(request: PairRequest): ChangenowPair {
  const from = toChangenow(request.from);
  const to = toChangenow(request.to);
  return {
    fromCurrency: from.currency,
    fromNetwork: from.network,
    toCurrency: to.currency,
    toNetwork: to.network,
    flow: request.rateType === 'fixed' ? 'fixed-rate' : 'standard',
  };
}

export function createChangenowProvider(options: ChangenowProviderOptions): ExchangeProvider {
  const client = new ChangenowClient(options);
  const redact = (text: string) => client.redact(text);
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw changenowError(error, redact);
    }
  };
  const currencies = cached(() => client.currencies());

  const range = (request: PairRequest): Promise<PairRange> =>
    guard(async () => {
      const answer = await client.range(pairOf(request), request.signal);
      return { min: answer.minAmount, max: answer.maxAmount ?? null };
    });

  return {
    info: CHANGENOW_INFO,

    async supports(from, to, rateType) {
      const list = await currencies.get().catch(() => currencies.peek());
      return isListed(list, from, rateType, 'from') && isListed(list, to, rateType, 'to');
    },

    range,

    async quote(request) {
      const pair = pairOf(request);
      if (request.direction === 'reverse' && request.rateType === 'floating') {
        // ChangeNOW computes "amount to receive" estimates on the fixed-rate flow only.
        throw new ProviderError(
          'changenow',
          'pair_unavailable',
          'reverse quotes need a fixed rate',
        );
      }
      const amountKey = request.direction === 'direct' ? 'fromAmount' : 'toAmount';
      const [limits, estimate] = await Promise.allSettled([
        range(request),
        guard(async () =>
          client.estimate(
            { ...pair, [amountKey]: request.amount, type: request.direction },
            request.signal,
          ),
        ),
      ]);
      if (estimate.status === 'rejected') {
        const error = estimate.reason as ProviderError;
        throw limits.status === 'fulfilled' ? addLimits(error, limits.value) : error;
      }
      if (limits.status === 'rejected') throw limits.reason;
      const answer = estimate.value;
      // toAmount is what the visitor receives: ChangeNOW already deducts its withdrawal
      // (network) fee, which it reports separately as withdrawalFee.
      return {
        provider: 'changenow',
        rateType: request.rateType,
        amountFrom: answer.fromAmount,
        amountTo: answer.toAmount,
        rate: rateOf(answer.fromAmount, answer.toAmount),
        networkFee: answer.withdrawalFee ?? null,
        min: limits.value.min,
        max: limits.value.max,
        rateId: request.rateType === 'fixed' ? (answer.rateId ?? undefined) : undefined,
        expiresAt: request.rateType === 'fixed' ? (answer.validUntil ?? undefined) : undefined,
      };
    },

    createSwap(request: CreateSwapRequest) {
      return guard(async () => {
        const pair = pairOf(request);
        const created = await client.create(
          {
            ...pair,
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
      });
    },

    getSwap(providerSwapId, signal) {
      return guard(async () => fromExchange(await client.byId(providerSwapId, signal)));
    },
  };
}
