import { ProviderError } from '../errors';
import { cached } from '../shared/cache';
import type { AdapterOptions } from '../shared/options';
import type { ExchangeProvider, PairRange, PairRequest, ProviderInfo } from '../types';
import { ChangellyClient, type ChangellyPair } from './client';
import { isListed, toChangelly } from './currencies';
import { changellyError } from './errors';
import { fixedQuote, floatingQuote } from './quotes';
import { fromTransaction } from './swaps';

export type ChangellyProviderOptions = AdapterOptions;

// Public facts: KYC per Changelly's published AML/KYC policy (verification may be asked when a
// transaction is flagged by its risk checks), rating from public review sites (Trustpilot and
// similar) as of 2026, ETA from Changelly's own "5-40 minutes" guidance.
export const CHANGELLY_INFO: ProviderInfo = {
  id: 'changelly',
  name: 'Changelly',
  sandbox: false,
  kyc: 'sometimes',
  rating: 4.2,
  eta: { min: 5, max: 40 },
  website: 'https://changelly.com',
  rateTypes: ['fixed', 'floating'],
  reverse: true,
  // One request answers both the estimate and the limits.
  quoteCalls: 1,
};

export function createChangellyProvider(options: ChangellyProviderOptions): ExchangeProvider {
  const client = new ChangellyClient(options);
  const redact = (text: string) => client.redact(text);
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw changellyError(error, redact);
    }
  };
  const currencies = cached(() => client.currencies());
  const list = () => currencies.get().catch(() => currencies.peek());
  const pairOf = async (request: PairRequest): Promise<ChangellyPair> => {
    const known = await list();
    return { from: toChangelly(request.from, known), to: toChangelly(request.to, known) };
  };

  return {
    info: CHANGELLY_INFO,

    async supports(from, to, rateType) {
      const known = await list();
      return isListed(known, from, rateType, 'from') && isListed(known, to, rateType, 'to');
    },

    range(request): Promise<PairRange> {
      return guard(async () => {
        const [params] = await client.pairParams(await pairOf(request), request.signal);
        if (!params) throw new ProviderError('changelly', 'pair_unavailable', 'no limits for pair');
        const isFixed = request.rateType === 'fixed';
        const min = isFixed ? params.minAmountFixed : params.minAmountFloat;
        const max = isFixed ? params.maxAmountFixed : params.maxAmountFloat;
        return { min: min ?? '0', max: max ?? null };
      });
    },

    quote(request) {
      return guard(async () => {
        const pair = await pairOf(request);
        return request.rateType === 'fixed'
          ? fixedQuote(client, request, pair)
          : floatingQuote(client, request, pair);
      });
    },

    createSwap(request) {
      return guard(async () => {
        const pair = await pairOf(request);
        const isFixed = request.rateType === 'fixed';
        if (isFixed && !request.rateId) {
          throw new ProviderError('changelly', 'rate_expired', 'a fixed-rate swap needs a rate id');
        }
        const tx = await client.createTransaction(
          {
            ...pair,
            address: request.payoutAddress,
            extraId: request.payoutExtraId,
            amountFrom: request.direction === 'direct' ? request.amount : undefined,
            amountTo: request.direction === 'reverse' ? request.amount : undefined,
            refundAddress: request.refundAddress,
            refundExtraId: request.refundExtraId,
            rateId: isFixed ? request.rateId : undefined,
          },
          request.signal,
        );
        return fromTransaction(tx);
      });
    },

    getSwap(providerSwapId, signal) {
      return guard(async () => {
        const [tx] = await client.transactions(providerSwapId, signal);
        if (!tx) throw new ProviderError('changelly', 'not_found', 'no such transaction');
        return fromTransaction(tx);
      });
    },
  };
}
