import { ProviderError } from '../errors';
import { cached } from '../shared/cache';
import { deductFee, rateOf } from '../shared/decimal';
import type {
  ExchangeProvider,
  PairRange,
  PairRequest,
  ProviderInfo,
  ProviderQuote,
  QuoteRequest,
} from '../types';
import { ChangellyClient, type ChangellyPair } from './client';
import { isListed, toChangelly } from './currencies';
import { changellyError } from './errors';
import { fromTransaction } from './swaps';

export interface ChangellyProviderOptions {
  apiKey: string;
  privateKey?: string;
  baseUrl?: string;
  allowedHosts?: string[];
  timeoutMs?: number;
}

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

  async function floating(request: QuoteRequest, pair: ChangellyPair): Promise<ProviderQuote> {
    if (request.direction === 'reverse') {
      // getExchangeAmount only estimates from the amount sent.
      throw new ProviderError('changelly', 'pair_unavailable', 'reverse quotes need a fixed rate');
    }
    const [answer] = await client.exchangeAmount(
      { ...pair, amountFrom: request.amount },
      request.signal,
    );
    if (!answer) throw new ProviderError('changelly', 'bad_response', 'empty estimate');
    // amountTo is before the network fee (Changelly's use case, step 4): deduct it.
    const amountTo = deductFee(answer.amountTo, answer.networkFee ?? null);
    return {
      provider: 'changelly',
      rateType: 'floating',
      amountFrom: answer.amountFrom,
      amountTo,
      rate: rateOf(answer.amountFrom, amountTo),
      networkFee: answer.networkFee ?? null,
      min: answer.minFrom ?? answer.min ?? '0',
      max: answer.maxFrom ?? answer.max ?? null,
    };
  }

  async function fixed(request: QuoteRequest, pair: ChangellyPair): Promise<ProviderQuote> {
    const amount =
      request.direction === 'direct'
        ? { amountFrom: request.amount }
        : { amountTo: request.amount };
    const [answer] = await client.fixRateForAmount({ ...pair, ...amount }, request.signal);
    if (!answer) throw new ProviderError('changelly', 'bad_response', 'empty fixed rate');
    // As for floating rates, amountTo is before the network fee.
    const amountTo = deductFee(answer.amountTo, answer.networkFee ?? null);
    return {
      provider: 'changelly',
      rateType: 'fixed',
      amountFrom: answer.amountFrom,
      amountTo,
      rate: rateOf(answer.amountFrom, amountTo),
      networkFee: answer.networkFee ?? null,
      min: answer.minFrom ?? answer.min ?? '0',
      max: answer.maxFrom ?? answer.max ?? null,
      rateId: answer.id,
      expiresAt: answer.expiredAt ?? undefined,
    };
  }

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
        return request.rateType === 'fixed' ? fixed(request, pair) : floating(request, pair);
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
