import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { randomUUID } from 'node:crypto';
import { compareDecimal, divideDecimal } from '@/lib/decimal';
import { log } from '@/lib/log';
import type { RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter } from '../kind';
import manifest from './adapter.json';
import { ChangellyFiatClient } from './client';
import { refusalOf } from './errors';
import {
  changellyMethod,
  changellyTicker,
  isoRegion,
  methodsOf,
  toCoverage,
  unmappedCryptos,
} from './mapping';
import type { ChangellyFailedOffer, ChangellyMethodOffer, ChangellyOffer } from './schema';

// Changelly's fiat offers API, an aggregator: one offers call answers an offer or a refusal per
// provider behind it (MoonPay, Banxa, Transak, Wert...). Our quote is the best offer for the
// payment method asked, naming its provider in `via`; checkout creates an order with that
// provider and answers Changelly's redirect. Offers are never cached; the lists an hour.

async function tickerOf(client: ChangellyFiatClient, request: RampQuoteRequest) {
  const ticker = changellyTicker(await client.currencies.get(), request.crypto);
  if (!ticker) throw client.fail('pair_unavailable', `${request.crypto.code} is not listed`);
  return ticker;
}

/**
 * Changelly requires the state for the US: without a region there is nothing to ask, and the
 * visitor is told the region is needed. The state is sent as Changelly's own list writes it.
 */
async function stateOf(client: ChangellyFiatClient, request: RampQuoteRequest) {
  const { country, region } = request.place;
  if (country !== 'US') return undefined;
  if (!region) {
    throw client.fail('place_unavailable', 'Changelly needs the US state (region) to quote');
  }
  const states = (await client.countries.getOrStale())?.find((c) => c.code === 'US')?.states;
  return states?.find((state) => isoRegion('US', state.code) === region)?.code ?? region;
}

const isFailed = (entry: ChangellyOffer | ChangellyFailedOffer): entry is ChangellyFailedOffer =>
  'errorType' in entry;

interface Best {
  offer: ChangellyOffer;
  method: ChangellyMethodOffer;
}

/** The offer that pays the visitor most with the method asked, or the providers' refusal. */
async function bestOffer(client: ChangellyFiatClient, request: RampQuoteRequest): Promise<Best> {
  const ticker = await tickerOf(client, request);
  const buy = request.side === 'buy';
  const entries = await client.offers(
    request.side,
    {
      currencyFrom: buy ? request.fiat : ticker,
      currencyTo: buy ? ticker : request.fiat,
      amountFrom: request.amount,
      country: request.place.country,
      state: await stateOf(client, request),
    },
    request.signal,
  );
  let best: Best | undefined;
  const refused: ChangellyFailedOffer[] = [];
  for (const entry of entries) {
    if (isFailed(entry)) {
      refused.push(entry);
      continue;
    }
    const methods = entry.methods.filter((m) => methodsOf(m.method).includes(request.method));
    if (methods.length === 0) {
      refused.push({ providerCode: entry.providerCode, errorType: 'paymentMethod' });
    }
    for (const method of methods) {
      if (!best || compareDecimal(method.amountExpectedTo, best.method.amountExpectedTo) > 0) {
        best = { offer: entry, method };
      }
    }
  }
  if (best) return best;
  const refusal = refusalOf(refused);
  if (!refusal) throw client.fail('pair_unavailable', 'no provider answered an offer');
  throw client.fail(refusal.kind, refusal.message, { min: refusal.min, max: refusal.max });
}

export const changellyFiat = defineRampAdapter({
  ...adapterFacts(ramp, 'changelly-fiat', manifest),
  client: (config) => new ChangellyFiatClient(config),

  async coverage(client) {
    const [countries, currencies] = await Promise.all([
      client.countries.get(),
      client.currencies.get(),
    ]);
    const unmapped = unmappedCryptos(currencies);
    if (unmapped.length > 0) {
      log.warn('changelly-fiat: coverage names networks we do not map', {
        count: unmapped.length,
        sample: unmapped.slice(0, 50),
      });
    }
    return toCoverage(countries, currencies);
  },

  async quote(client, request) {
    const { offer, method } = await bestOffer(client, request);
    const buy = request.side === 'buy';
    // Changelly's rates include every fee; its rate is units received per unit paid.
    const price = buy
      ? (method.invertedRate ?? divideDecimal(request.amount, method.amountExpectedTo))
      : (method.rate ?? divideDecimal(method.amountExpectedTo, request.amount));
    return {
      amountIn: offer.amountFrom,
      amountOut: method.amountExpectedTo,
      price,
      // One total fee per method, not broken out further.
      fees: { provider: method.fee ?? null, network: null, partner: null },
      min: null,
      max: null,
      kyc: 'basic',
      via: offer.providerCode,
    };
  },

  async checkout(client, request) {
    const providerCode = request.via ?? (await bestOffer(client, request)).offer.providerCode;
    const ticker = await tickerOf(client, request);
    const buy = request.side === 'buy';
    const order = await client.order(
      request.side,
      {
        // Our order's id; the site keeps no accounts, so the user id is new for each order.
        externalOrderId: request.orderRef,
        externalUserId: randomUUID(),
        providerCode,
        currencyFrom: buy ? request.fiat : ticker,
        currencyTo: buy ? ticker : request.fiat,
        amountFrom: request.amount,
        country: request.place.country,
        state: await stateOf(client, request),
        ip: request.clientIp,
        walletAddress: buy ? request.walletAddress : undefined,
        walletExtraId: buy ? request.walletExtraId : undefined,
        refundAddress: buy ? undefined : request.walletAddress,
        paymentMethod: changellyMethod(request.method),
        returnSuccessUrl: buy ? request.returnUrl : undefined,
        returnFailedUrl: buy ? request.returnUrl : undefined,
      },
      request.signal,
    );
    return { url: order.redirectUrl, orderId: order.orderId };
  },
});
