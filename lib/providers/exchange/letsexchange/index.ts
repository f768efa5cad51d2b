import 'server-only';
import { listsBoth } from '../../kit/listing';
import { adapterFacts } from '../../kit/manifest';
import { compareDecimal, rateOf, toJsonNumber } from '@/lib/decimal';
import { ProviderError } from '../../kit/errors';
import { assertWithinLimits, maxOrNull, positive } from '../../kit/limits';
import { toIsoTime } from '../../kit/time';
import type { PairRange, PairRequest, QuoteRequest } from '../contract';
import { exchange, defineExchangeAdapter, type QuoteResult } from '../kind';
import manifest from './adapter.json';
import { LetsexchangeClient, type InfoBody } from './client';
import { listed, toLetsexchangeAsset, toProviderSwap } from './mapping';

// LetsExchange. /v1/info's `amount` is documented as "the final amount a user will receive"; the
// withdrawal fee it reports beside it is already taken out, so it is passed on as networkFee and
// not subtracted again.

/** /v1/info needs an amount even to learn the limits; one unit of the coin sent to begin with. */
const PROBE_AMOUNT = '1';

function body(client: LetsexchangeClient, request: PairRequest, amount: string): InfoBody {
  const from = toLetsexchangeAsset(request.from);
  const to = toLetsexchangeAsset(request.to);
  if (!from || !to) throw client.fail('pair_unavailable', 'no LetsExchange network for the pair');
  return {
    from: from.coin,
    to: to.coin,
    network_from: from.network,
    network_to: to.network,
    amount: toJsonNumber(amount),
    float: request.rateType === 'floating',
  };
}

const info = (client: LetsexchangeClient, request: PairRequest, amount: string, reverse: boolean) =>
  client.info(body(client, request, amount), reverse, request.signal);

// max_amount 0 stands for "no maximum".
const limits = (answer: { min_amount: string; max_amount: string | null }): PairRange => ({
  min: answer.min_amount,
  max: maxOrNull(answer.max_amount),
});

async function quote(client: LetsexchangeClient, request: QuoteRequest): Promise<QuoteResult> {
  const reverse = request.direction === 'reverse';
  const answer = await info(client, request, request.amount, reverse);
  const range = limits(answer);
  const [amountFrom, amountTo] = reverse
    ? [answer.amount, request.amount]
    : [request.amount, answer.amount];
  // Sources disagree on the currency of info-revert's limits (its docs: the deposit; Edge: the
  // amount received), so a reverse quote is not checked against them until one live call settles
  // it; LetsExchange refuses an amount outside them itself.
  if (!reverse) assertWithinLimits('letsexchange', amountFrom, range);
  if (!positive(amountTo) || !positive(amountFrom)) {
    throw client.fail('amount_too_low', 'no amount for this quote', { min: range.min });
  }
  const fixed = request.rateType === 'fixed';
  return {
    amountFrom,
    amountTo,
    rate: rateOf(amountFrom, amountTo, { places: 18 }),
    networkFee: answer.withdrawal_fee ?? null,
    ...range,
    rateId: fixed ? (answer.rate_id ?? undefined) : undefined,
    expiresAt: fixed ? (toIsoTime(answer.rate_id_expired_at) ?? undefined) : undefined,
  };
}

/** The limit an amount error names: the edge of the range, so an amount that is inside it. */
function namedLimit(error: unknown): string | undefined {
  if (!(error instanceof ProviderError)) return undefined;
  const limit =
    error.kind === 'amount_too_low'
      ? error.details.min
      : error.kind === 'amount_too_high'
        ? error.details.max
        : undefined;
  return limit && compareDecimal(limit, '0') > 0 ? limit : undefined;
}

export const letsexchange = defineExchangeAdapter({
  ...adapterFacts(exchange, 'letsexchange', manifest),
  client: (config) => new LetsexchangeClient(config),

  // Every listed coin trades at both rate types (LetsExchange FAQ: no direction limits).
  listed: (client, from, to) =>
    listsBoth([from, to], toLetsexchangeAsset, () => client.coins.get(), listed),

  async range(client, request) {
    try {
      return limits(await info(client, request, PROBE_AMOUNT, false));
    } catch (error) {
      // One unit outside the limits is refused with the limit it broke: ask again at that limit.
      const limit = namedLimit(error);
      if (!limit) throw error;
      return limits(await info(client, request, limit, false));
    }
  },

  quote,

  async createSwap(client, request) {
    const reverse = request.direction === 'reverse';
    const fixed = request.rateType === 'fixed';
    // A fixed-rate transaction must carry the rate id it honours; get one when none was given.
    const rateId = fixed ? (request.rateId ?? (await quote(client, request)).rateId) : undefined;
    const { from, to, network_from, network_to, amount } = body(client, request, request.amount);
    const tx = await client.createTransaction(
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
    );
    return toProviderSwap(tx);
  },

  async getSwap(client, id, signal) {
    return toProviderSwap(await client.transaction(id, signal));
  },
});
