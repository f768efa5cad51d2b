import { ProviderError } from '../errors';
import type {
  CreateSwapRequest,
  ExchangeProvider,
  PairRequest,
  ProviderInfo,
  ProviderQuote,
  QuoteRequest,
} from '../types';
import { cached } from '../shared/cache';
import type { AdapterOptions } from '../shared/options';
import { rateOf, toJsonNumber } from '../shared/decimal';
import { addLimits, assertWithinLimits } from '../shared/limits';
import { StealthexClient, type StealthexRateBody, type StealthexRoute } from './client';
import { listed, toStealthexAsset } from './currencies';
import { stealthexError } from './errors';
import { toProviderSwap } from './swap';

// StealthEX (API v4) as an ExchangeProvider. Its estimated_amount is what the visitor receives
// with every fee already taken (StealthEX reports no separate network fee), so networkFee is null.

export const STEALTHEX_INFO: ProviderInfo = {
  id: 'stealthex',
  name: 'StealthEX',
  sandbox: false,
  // No account or KYC by default; its AML policy holds a swap for checks ("verifying") rarely.
  kyc: 'rare',
  // Trustpilot shows StealthEX around 4.5/5 from several thousand reviews (2025); kept modest.
  rating: 4.5,
  eta: { min: 5, max: 40 },
  website: 'https://stealthex.io',
  rateTypes: ['floating', 'fixed'],
  // Reversed estimation exists for fixed rates only (v4 reference).
  reverse: true,
  // A quote asks the range and the estimate.
  quoteCalls: 2,
};

export type StealthexOptions = AdapterOptions;

export function createStealthexProvider(options: StealthexOptions): ExchangeProvider {
  const client = new StealthexClient(options);
  const fail = (error: unknown) => stealthexError(error, (text) => client.redact(text));
  const currencies = cached(() => client.currencies());

  const route = (request: PairRequest): StealthexRoute => ({
    from: toStealthexAsset(request.from),
    to: toStealthexAsset(request.to),
  });

  const rateBody = (request: QuoteRequest): StealthexRateBody => {
    if (request.direction === 'reverse' && request.rateType === 'floating') {
      throw new ProviderError(
        'stealthex',
        'pair_unavailable',
        'reverse quotes are fixed-rate only',
      );
    }
    return {
      route: route(request),
      estimation: request.direction === 'direct' ? 'direct' : 'reversed',
      rate: request.rateType,
    };
  };

  async function range(request: PairRequest) {
    const body = { route: route(request), estimation: 'direct' as const, rate: request.rateType };
    const answer = await client.range(body, request.signal).catch((error) => {
      throw fail(error);
    });
    return { min: answer.min_amount, max: answer.max_amount };
  }

  async function quote(request: QuoteRequest): Promise<ProviderQuote> {
    const body = rateBody(request);
    const [limits, estimate] = await Promise.allSettled([
      range(request),
      client.estimate({ ...body, amount: toJsonNumber(request.amount) }, request.signal),
    ]);
    if (limits.status === 'rejected') throw limits.reason;
    const { min, max } = limits.value;
    if (request.direction === 'direct') assertWithinLimits('stealthex', request.amount, min, max);
    if (estimate.status === 'rejected') throw addLimits(fail(estimate.reason), { min, max });
    const other = estimate.value.estimated_amount;
    const [amountFrom, amountTo] =
      request.direction === 'direct' ? [request.amount, other] : [other, request.amount];
    if (request.direction === 'reverse') assertWithinLimits('stealthex', amountFrom, min, max);
    return {
      provider: 'stealthex',
      rateType: request.rateType,
      amountFrom,
      amountTo,
      rate: rateOf(amountFrom, amountTo, { places: 18 }),
      networkFee: null,
      min,
      max,
      rateId: estimate.value.rate?.id,
      expiresAt: estimate.value.rate?.valid_until,
    };
  }

  return {
    info: STEALTHEX_INFO,
    async supports(from, to, rateType) {
      let assets;
      try {
        assets = [toStealthexAsset(from), toStealthexAsset(to)];
      } catch {
        return false;
      }
      const list = await currencies.get().catch((error) => {
        throw fail(error);
      });
      return assets.every((asset) => listed(list, asset, rateType));
    },
    range,
    quote,
    async createSwap(request: CreateSwapRequest) {
      const body = rateBody(request);
      // A fixed-rate exchange must name the rate it honours; fetch one when the caller has none.
      const rateId =
        request.rateType === 'fixed'
          ? (request.rateId ?? (await quote(request)).rateId)
          : undefined;
      const exchange = await client
        .createExchange(
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
        )
        .catch((error) => {
          throw fail(error);
        });
      return toProviderSwap(exchange);
    },
    async getSwap(providerSwapId, signal) {
      const exchange = await client.getExchange(providerSwapId, signal).catch((error) => {
        throw fail(error);
      });
      return toProviderSwap(exchange);
    },
  };
}
