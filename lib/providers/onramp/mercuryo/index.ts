import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { addLimits } from '../../kit/limits';
import { ProviderError } from '../../kit/errors';
import type { RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter } from '../kind';
import manifest from './adapter.json';
import { MercuryoClient } from './client';
import { mercuryoCoverage } from './coverage';
import { buyMethodCode, MERCURYO_METHODS, MERCURYO_NETWORKS } from './mapping';
import type { MercuryoBuyRate, MercuryoSellRate } from './schema';
import { widgetUrl } from './widget';

// Mercuryo (widget partner API v1.6). Quotes are its widget rates with the fee breakdown; the
// checkout is its hosted widget, prefilled and signed with the widget's secret (./widget.ts).

function networkOf(client: MercuryoClient, request: RampQuoteRequest): string {
  const network = MERCURYO_NETWORKS[request.crypto.network];
  if (!network) throw client.fail('pair_unavailable', `network ${request.crypto.network}`);
  return network;
}

/** A buy: the fiat paid (fees included) in, the coins sent out. */
function fromBuy(data: MercuryoBuyRate) {
  return { ...data, amountIn: data.fiat_amount, amountOut: data.amount };
}

/** A sell: the coins sent in (total), the fiat paid out after the fee (subtotal). */
function fromSell(client: MercuryoClient, data: MercuryoSellRate, ticker: string, fiat: string) {
  const amountIn = data.total[ticker];
  const amountOut = data.subtotal[fiat];
  if (amountIn === undefined || amountOut === undefined) {
    throw client.fail('bad_response', `the sell rate names no ${ticker} total or ${fiat} subtotal`);
  }
  return { ...data, amountIn, amountOut };
}

async function assertCountry(client: MercuryoClient, country: string): Promise<void> {
  const served = await client.countries.get();
  if (!served.data.some((code) => code.toUpperCase() === country)) {
    throw client.fail('place_unavailable', `country ${country} not served`);
  }
}

export const mercuryo = defineRampAdapter({
  ...adapterFacts(ramp, 'mercuryo', manifest),
  client: (config) => new MercuryoClient(config),

  coverage: (client) => mercuryoCoverage(client),

  async quote(client, request) {
    const network = networkOf(client, request);
    const listed =
      request.side === 'buy' ? (await client.currencies.get()).data.fiat_payment_methods : null;
    // A buy uses the code lib/currencies lists for this fiat (unlimint_pix_brl, not pix).
    const method =
      request.side === 'buy'
        ? buyMethodCode(listed, request.fiat, request.method)
        : MERCURYO_METHODS.sell[request.method];
    if (!method) {
      throw client.fail(
        'pair_unavailable',
        `no ${request.method} for ${request.fiat} on ${request.side}`,
      );
    }
    await assertCountry(client, request.place.country);
    const { ticker } = request.crypto;
    const input = request.side === 'buy' ? request.fiat : ticker;
    const query = {
      from: input,
      to: request.side === 'buy' ? ticker : request.fiat,
      amount: request.amount,
      network,
      payment_method: method,
    };
    const [limits, rate] = await Promise.allSettled([
      client.limits(request.side, request.fiat, ticker),
      request.side === 'buy'
        ? client.buyRate(query, request.signal).then(({ data }) => fromBuy(data))
        : client
            .sellRate(query, request.signal)
            .then(({ data }) => fromSell(client, data, ticker, request.fiat)),
    ]);
    const range = limits.status === 'fulfilled' ? limits.value.data[input] : undefined;
    if (rate.status === 'rejected') {
      const error: unknown = rate.reason;
      throw range && error instanceof ProviderError
        ? addLimits(error, { min: range.min, max: range.max })
        : error;
    }
    const answer = rate.value;
    const fiat = (fees: Readonly<Record<string, string>> | string | null | undefined) => {
      if (typeof fees !== 'string') return fees?.[request.fiat] ?? null;
      // The string form names its currency apart (fee_currency).
      const currency = 'fee_currency' in answer ? answer.fee_currency : undefined;
      return currency?.toUpperCase() === request.fiat ? fees : null;
    };
    return {
      amountIn: answer.amountIn,
      amountOut: answer.amountOut,
      price: answer.rate,
      fees: {
        // Mercuryo's own fee when it breaks the fee down, else its whole fee.
        provider: fiat(answer.mercuryo_fee) ?? fiat(answer.fee),
        network: fiat(answer.network_fee),
        partner: fiat(answer.partner_fee),
      },
      min: range?.min ?? null,
      max: range?.max ?? null,
      // Above its light-verification limit Mercuryo asks for a document and a selfie.
      kyc: answer.kyc_limit_exceeded ? 'full' : 'none',
    };
  },

  async checkout(client, request) {
    const network = networkOf(client, request);
    if (request.walletExtraId) {
      // The widget takes no memo or tag: coins sent without one could be lost.
      throw client.fail('pair_unavailable', 'Mercuryo takes no memo or destination tag');
    }
    if (request.side === 'buy' && !request.clientIp) {
      throw client.fail('rejected', 'an on-ramp signature needs the visitor IP');
    }
    const url = widgetUrl(request, {
      widgetId: client.widgetId,
      secret: client.secret,
      network,
      ip: request.clientIp ?? '',
    });
    return { url: url.toString() };
  },
});
