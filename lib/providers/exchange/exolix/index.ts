import { ProviderError } from '../errors';
import type {
  CreateSwapRequest,
  ExchangeProvider,
  PairRange,
  PairRequest,
  ProviderInfo,
  ProviderQuote,
  QuoteRequest,
} from '../types';
import { cached } from '../shared/cache';
import type { AdapterOptions } from '../shared/options';
import { compareDecimal, rateOf, toJsonNumber } from '../shared/decimal';
import { assertWithinLimits } from '../shared/limits';
import { ExolixClient, type RateQuery } from './client';
import { listed, toExolixAsset } from './currencies';
import { classifyExolix, exolixError } from './errors';
import type { ExolixRate } from './schema';
import { toProviderSwap } from './swap';

// Exolix (API v2) as an ExchangeProvider. /rate's toAmount is what the visitor receives with the
// network fee already taken (Exolix reports no separate fee), so networkFee is null. A fixed rate
// is locked when the transaction is created; Exolix issues no rate id.

export const EXOLIX_INFO: ProviderInfo = {
  id: 'exolix',
  name: 'Exolix',
  sandbox: false,
  // No account; its AML/KYC policy may ask for verification on flagged transactions only.
  kyc: 'rare',
  // Trustpilot shows Exolix around 4.4/5 (2025); kept modest.
  rating: 4.3,
  eta: { min: 5, max: 30 },
  website: 'https://exolix.com',
  rateTypes: ['floating', 'fixed'],
  reverse: true,
  // One request answers both the estimate and the limits.
  quoteCalls: 1,
};

export type ExolixOptions = AdapterOptions;

/** /rate needs an amount even to learn the limits; one unit of the coin sent is neutral. */
const PROBE_AMOUNT = '1';

const positive = (value: string | null | undefined) =>
  value && compareDecimal(value, '0') > 0 ? value : null;

export function createExolixProvider(options: ExolixOptions): ExchangeProvider {
  const client = new ExolixClient(options);
  const fail = (error: unknown) => exolixError(error, (text) => client.redact(text));
  const currencies = cached(() => client.currencies());

  function pair(request: PairRequest) {
    const from = toExolixAsset(request.from);
    const to = toExolixAsset(request.to);
    return {
      coinFrom: from.coin,
      networkFrom: from.network,
      coinTo: to.coin,
      networkTo: to.network,
    };
  }

  async function rate(request: PairRequest, amount: string, reverse: boolean) {
    const query: RateQuery = {
      ...pair(request),
      ...(reverse ? { withdrawalAmount: amount } : { amount }),
      rateType: request.rateType === 'fixed' ? 'fixed' : 'float',
    };
    const answer = await client.rate(query, request.signal).catch((error) => {
      throw fail(error);
    });
    const limits: PairRange = { min: answer.minAmount ?? '0', max: positive(answer.maxAmount) };
    // A 200 answer may still be a refusal (reverse quotes under withdrawMin): then an amount is
    // zero and `message` says why. A message beside real amounts is only informative.
    const refused = [answer.fromAmount, answer.toAmount].some((a) => !positive(a));
    const problem = answer.message && refused ? classifyExolix(200, answer) : undefined;
    if (problem) {
      const details = { ...limits, max: limits.max ?? undefined, ...problem.details };
      throw new ProviderError('exolix', problem.kind, answer.message ?? '', details);
    }
    return { answer, limits };
  }

  function amounts(request: QuoteRequest, answer: ExolixRate): [string, string] {
    const other = request.direction === 'direct' ? answer.toAmount : answer.fromAmount;
    if (!other || compareDecimal(other, '0') <= 0) {
      throw new ProviderError('exolix', 'bad_response', 'rate answer without an amount');
    }
    return request.direction === 'direct' ? [request.amount, other] : [other, request.amount];
  }

  async function quote(request: QuoteRequest): Promise<ProviderQuote> {
    const { answer, limits } = await rate(request, request.amount, request.direction === 'reverse');
    const [amountFrom, amountTo] = amounts(request, answer);
    assertWithinLimits('exolix', amountFrom, limits.min, limits.max);
    return {
      provider: 'exolix',
      rateType: request.rateType,
      amountFrom,
      amountTo,
      rate: rateOf(amountFrom, amountTo, { places: 18 }),
      networkFee: null,
      min: limits.min,
      max: limits.max,
    };
  }

  return {
    info: EXOLIX_INFO,
    async supports(from, to) {
      let assets;
      try {
        assets = [toExolixAsset(from), toExolixAsset(to)];
      } catch {
        return false;
      }
      const list = await currencies.get().catch((error) => {
        throw fail(error);
      });
      return assets.every((asset) => listed(list, asset));
    },
    async range(request) {
      try {
        return (await rate(request, PROBE_AMOUNT, false)).limits;
      } catch (error) {
        // Outside the limits, Exolix still names them: that is all range() wants.
        if (error instanceof ProviderError && error.details.min !== undefined) {
          return { min: error.details.min, max: positive(error.details.max) };
        }
        throw error;
      }
    },
    quote,
    async createSwap(request: CreateSwapRequest) {
      const amount = toJsonNumber(request.amount);
      const tx = await client
        .createTransaction(
          {
            ...pair(request),
            ...(request.direction === 'reverse' ? { withdrawalAmount: amount } : { amount }),
            withdrawalAddress: request.payoutAddress,
            withdrawalExtraId: request.payoutExtraId || undefined,
            refundAddress: request.refundAddress || undefined,
            refundExtraId: request.refundExtraId || undefined,
            rateType: request.rateType === 'fixed' ? 'fixed' : 'float',
          },
          request.signal,
        )
        .catch((error) => {
          throw fail(error);
        });
      return toProviderSwap(tx);
    },
    async getSwap(providerSwapId, signal) {
      const tx = await client.transaction(providerSwapId, signal).catch((error) => {
        throw fail(error);
      });
      return toProviderSwap(tx);
    },
  };
}
