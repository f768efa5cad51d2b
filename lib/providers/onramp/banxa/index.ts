import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { randomUUID } from 'node:crypto';
import { compareDecimal, divideDecimal } from '@/lib/decimal';
import { addLimits, assertWithinLimits } from '../../kit/limits';
import { ProviderError } from '../../kit/errors';
import type { RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter } from '../kind';
import manifest from './adapter.json';
import { BanxaClient } from './client';
import { assertPlace, banxaCoverage } from './coverage';
import { BANXA_BLOCKCHAINS, limitsOf, ourMethod, serves } from './mapping';
import type { BanxaPrice } from './schema';

// Banxa (partner API). Its prices are live and must never be cached (info.noQuoteCache); the
// checkout is an order Banxa creates, answering the URL of its hosted checkout.

/** The asset in Banxa's words and the payment methods that serve this request. */
async function offerOf(client: BanxaClient, request: RampQuoteRequest) {
  const blockchain = BANXA_BLOCKCHAINS[request.crypto.network];
  if (!blockchain) throw client.fail('pair_unavailable', `network ${request.crypto.network}`);
  const { ticker } = request.crypto;
  const list = await client.methodsFor(request.side, ticker);
  const methods = list.data.payment_methods.filter(
    (method) =>
      serves(method, request.side, request.fiat, ticker) && ourMethod(method) === request.method,
  );
  if (methods.length === 0) {
    throw client.fail('pair_unavailable', `no ${request.method} method for ${request.fiat}`);
  }
  const ids = new Set(methods.map((method) => method.id));
  // One method: ask its price alone; several (two card gateways): ask all, keep the best.
  const methodId = methods.length === 1 ? methods[0]?.id : undefined;
  const [source, target] = request.side === 'buy' ? [request.fiat, ticker] : [ticker, request.fiat];
  return { blockchain, methods, ids, methodId, source, target };
}

/** The method limits (in fiat) apply to the amount only when the visitor pays fiat. */
function fiatRange(
  request: RampQuoteRequest,
  methods: Awaited<ReturnType<typeof offerOf>>['methods'],
) {
  if (request.side !== 'buy') return null;
  const limits = methods.map((method) => limitsOf(method, request.fiat));
  const mins = limits.flatMap((limit) => (limit.min === null ? [] : [limit.min]));
  if (mins.length === 0) return null;
  const maxes = limits.map((limit) => limit.max);
  const min = mins.reduce((a, b) => (compareDecimal(b, a) < 0 ? b : a));
  const max = maxes.includes(null)
    ? null
    : (maxes as string[]).reduce((a, b) => (compareDecimal(b, a) > 0 ? b : a));
  return { min, max };
}

export const banxa = defineRampAdapter({
  ...adapterFacts(ramp, 'banxa', manifest),
  client: (config) => new BanxaClient(config),

  coverage: (client) => banxaCoverage(client),

  async quote(client, request) {
    await assertPlace(client, request.place);
    const offer = await offerOf(client, request);
    const range = fiatRange(request, offer.methods);
    if (range) assertWithinLimits(client.provider, request.amount, range);
    const answer = await client
      .prices(
        {
          source: offer.source,
          target: offer.target,
          source_amount: request.amount,
          payment_method_id: offer.methodId,
          blockchain: offer.blockchain,
        },
        request.signal,
      )
      .catch((error: unknown) => {
        throw range && error instanceof ProviderError ? addLimits(error, range) : error;
      });
    const received = (price: BanxaPrice) =>
      request.side === 'buy' ? price.coin_amount : price.fiat_amount;
    const best = answer.data.prices
      .filter((price) => offer.ids.has(price.payment_method_id))
      .reduce<BanxaPrice | undefined>(
        (a, b) => (a === undefined || compareDecimal(received(b), received(a)) > 0 ? b : a),
        undefined,
      );
    if (!best) throw client.fail('pair_unavailable', 'no price for the chosen method');
    return {
      amountIn: request.side === 'buy' ? best.fiat_amount : best.coin_amount,
      amountOut: received(best),
      price: answer.data.spot_price ?? divideDecimal(best.fiat_amount, best.coin_amount),
      fees: { provider: best.fee_amount, network: best.network_fee, partner: null },
      min: range?.min ?? null,
      max: range?.max ?? null,
      kyc: 'full',
    };
  },

  async checkout(client, request) {
    const offer = await offerOf(client, request);
    const address =
      request.side === 'buy'
        ? { wallet_address: request.walletAddress, wallet_address_tag: request.walletExtraId }
        : { refund_address: request.walletAddress, refund_address_tag: request.walletExtraId };
    const answer = await client.createOrder(
      {
        // This site keeps no accounts: each checkout is a new reference, and Banxa recognises a
        // returning customer by the email given in its own checkout.
        account_reference: randomUUID(),
        source: offer.source,
        target: offer.target,
        source_amount: request.amount,
        blockchain: offer.blockchain,
        payment_method_id: offer.methodId,
        ...address,
        return_url_on_success: request.returnUrl,
      },
      request.signal,
    );
    return { url: answer.data.order.checkout_url, orderId: answer.data.order.id };
  },
});
