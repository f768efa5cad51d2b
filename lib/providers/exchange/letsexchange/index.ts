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
import { compareDecimal, rateOf, toJsonNumber } from '../shared/decimal';
import { assertWithinLimits } from '../shared/limits';
import { toIsoTime } from '../shared/time';
import { LetsexchangeClient, type InfoBody } from './client';
import { listed, toLetsexchangeAsset } from './currencies';
import { letsexchangeError } from './errors';
import { toProviderSwap } from './swap';

// LetsExchange as an ExchangeProvider. /v1/info's `amount` is documented as "the final amount a
// user will receive"; the withdrawal fee it reports beside it is already taken out, so it is
// passed on as networkFee and not subtracted again.

export const LETSEXCHANGE_INFO: ProviderInfo = {
  id: 'letsexchange',
  name: 'LetsExchange',
  sandbox: false,
  // No sign-up; its AML/KYC policy may hold a flagged deposit (aml_check_failed) for checks.
  kyc: 'rare',
  // Trustpilot shows LetsExchange around 4.6/5 (2025); rounded down to stay modest.
  rating: 4.5,
  // Its docs: "the average transaction time ranges from 5 to 40 minutes".
  eta: { min: 5, max: 40 },
  website: 'https://letsexchange.io',
  rateTypes: ['floating', 'fixed'],
  reverse: true,
  // One request answers both the estimate and the limits.
  quoteCalls: 1,
};

export type LetsexchangeOptions = AdapterOptions;

/** /v1/info needs an amount even to learn the limits; one unit of the coin sent is neutral. */
const PROBE_AMOUNT = '1';

export function createLetsexchangeProvider(options: LetsexchangeOptions): ExchangeProvider {
  const client = new LetsexchangeClient(options);
  const fail = (error: unknown) => letsexchangeError(error, (text) => client.redact(text));
  const coins = cached(() => client.coins());

  function body(request: PairRequest, amount: string): InfoBody {
    const from = toLetsexchangeAsset(request.from);
    const to = toLetsexchangeAsset(request.to);
    return {
      from: from.coin,
      to: to.coin,
      network_from: from.network,
      network_to: to.network,
      amount: toJsonNumber(amount),
      float: request.rateType === 'floating',
    };
  }

  const info = (request: PairRequest, amount: string, reverse: boolean) =>
    client.info(body(request, amount), reverse, request.signal).catch((error) => {
      throw fail(error);
    });

  const limits = (answer: { min_amount: string; max_amount: string | null }) => ({
    min: answer.min_amount,
    // 0 stands for "no maximum".
    max: answer.max_amount && compareDecimal(answer.max_amount, '0') > 0 ? answer.max_amount : null,
  });

  async function quote(request: QuoteRequest): Promise<ProviderQuote> {
    const reverse = request.direction === 'reverse';
    const answer = await info(request, request.amount, reverse);
    const { min, max } = limits(answer);
    const [amountFrom, amountTo] = reverse
      ? [answer.amount, request.amount]
      : [request.amount, answer.amount];
    assertWithinLimits('letsexchange', amountFrom, min, max);
    if (compareDecimal(amountTo, '0') <= 0 || compareDecimal(amountFrom, '0') <= 0) {
      throw new ProviderError('letsexchange', 'amount_too_low', 'no amount for this quote', {
        min,
      });
    }
    const fixed = request.rateType === 'fixed';
    return {
      provider: 'letsexchange',
      rateType: request.rateType,
      amountFrom,
      amountTo,
      rate: rateOf(amountFrom, amountTo, { places: 18 }),
      networkFee: answer.withdrawal_fee ?? null,
      min,
      max,
      rateId: fixed ? (answer.rate_id ?? undefined) : undefined,
      expiresAt: fixed ? (toIsoTime(answer.rate_id_expired_at) ?? undefined) : undefined,
    };
  }

  return {
    info: LETSEXCHANGE_INFO,
    async supports(from, to) {
      let assets;
      try {
        assets = [toLetsexchangeAsset(from), toLetsexchangeAsset(to)];
      } catch {
        return false;
      }
      const list = await coins.get().catch((error) => {
        throw fail(error);
      });
      // Every listed coin trades at both rate types (LetsExchange FAQ: no direction limits).
      return assets.every((asset) => listed(list, asset));
    },
    async range(request) {
      return limits(await info(request, PROBE_AMOUNT, false));
    },
    quote,
    async createSwap(request: CreateSwapRequest) {
      const reverse = request.direction === 'reverse';
      const fixed = request.rateType === 'fixed';
      // A fixed-rate transaction must carry the rate id it honours; get one when none was given.
      const rateId = fixed ? (request.rateId ?? (await quote(request)).rateId) : undefined;
      const { from, to, network_from, network_to, amount } = body(request, request.amount);
      const tx = await client
        .createTransaction(
          {
            float: !fixed,
            coin_from: from,
            coin_to: to,
            network_from,
            network_to,
            ...(reverse ? { withdrawal_amount: amount } : { deposit_amount: amount }),
            withdrawal: request.payoutAddress,
            withdrawal_extra_id: request.payoutExtraId ?? '',
            return: request.refundAddress || undefined,
            return_extra_id: request.refundExtraId || undefined,
            rate_id: rateId,
            partner_user_ip: request.clientIp,
          },
          reverse,
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
