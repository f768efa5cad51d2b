import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { toJsonNumber } from '@/lib/decimal';
import { addLimits, assertWithinLimits, maxOrNull } from '../../kit/limits';
import type { ProviderError } from '../../kit/errors';
import type { RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter } from '../kind';
import manifest from './adapter.json';
import { GuardarianClient, type GuardarianPair } from './client';
import { feesOf, priceOf } from './fees';
import { fiatMethod, findCrypto, findFiat, toCoverage } from './mapping';

// Guardarian (API v1): coverage from its country and currency lists (kept an hour), a quote from
// its estimate checked against its min-max range (both asked at once), and a transaction whose
// answer carries the hosted checkout URL.

/** What a request means in Guardarian's words, or the refusal our contract names. */
async function prepare(client: GuardarianClient, request: RampQuoteRequest) {
  const [countries, currencies] = await Promise.all([
    client.countries.get(),
    client.currencies.get(),
  ]);
  const { country } = request.place;
  if (!countries.some((c) => c.supported && c.code_iso_alpha_2.toUpperCase() === country)) {
    throw client.fail('place_unavailable', `${country} is not served`);
  }
  const fiat = findFiat(currencies, request.fiat);
  const method = fiat && fiatMethod(fiat, request.method, request.side);
  if (!fiat || !method) {
    throw client.fail('pair_unavailable', `${request.fiat} by ${request.method} is not offered`);
  }
  const crypto = findCrypto(currencies, request.crypto);
  if (!crypto) throw client.fail('pair_unavailable', `${request.crypto.code} is not listed`);
  // A fiat's "network" is its own ticker (from_network=EUR in Guardarian's examples).
  const cash = {
    currency: fiat.ticker.toUpperCase(),
    network: fiat.networks?.[0]?.network ?? fiat.ticker,
  };
  const coin = { currency: crypto.ticker, network: crypto.network };
  const [from, to] = request.side === 'buy' ? [cash, coin] : [coin, cash];
  const pair: GuardarianPair = {
    from_currency: from.currency,
    from_network: from.network,
    to_currency: to.currency,
    to_network: to.network,
  };
  return { pair, method };
}

export const guardarian = defineRampAdapter({
  ...adapterFacts(ramp, 'guardarian', manifest),
  client: (config) => new GuardarianClient(config),

  async coverage(client) {
    const [countries, currencies] = await Promise.all([
      client.countries.get(),
      client.currencies.get(),
    ]);
    return toCoverage(countries, currencies);
  },

  async quote(client, request) {
    const { pair } = await prepare(client, request);
    const [range, estimate] = await Promise.allSettled([
      client.range(pair, request.signal),
      client.estimate({ ...pair, from_amount: request.amount }, request.signal),
    ]);
    const limits =
      range.status === 'fulfilled'
        ? { min: range.value.min, max: maxOrNull(range.value.max) }
        : null;
    if (limits) assertWithinLimits('guardarian', request.amount, limits);
    if (estimate.status === 'rejected') {
      const error = estimate.reason as ProviderError;
      throw limits ? addLimits(error, limits) : error;
    }
    const answer = estimate.value;
    return {
      amountIn: request.amount,
      amountOut: answer.value,
      price: priceOf(answer, request.side),
      fees: feesOf(answer, request),
      min: limits?.min ?? null,
      max: limits?.max ?? null,
      kyc: 'basic',
    };
  },

  async checkout(client, request) {
    if (!request.clientIp) {
      throw client.fail('rejected', 'a Guardarian transaction needs the visitor IP');
    }
    const { pair, method } = await prepare(client, request);
    const buy = request.side === 'buy';
    const { country, region } = request.place;
    const transaction = await client.createTransaction(
      {
        ...pair,
        from_amount: toJsonNumber(request.amount),
        // Buy: the coins go to the visitor's wallet, which Guardarian's page then does not ask
        // for again; sell: Guardarian's page asks where to pay the fiat out.
        payout_info: buy
          ? {
              payout_address: request.walletAddress,
              extra_id: request.walletExtraId,
              skip_choose_payout_address: true,
            }
          : undefined,
        deposit:
          buy && method.payment_category
            ? { payment_category: method.payment_category, skip_choose_payment_category: true }
            : undefined,
        customer: {
          billing_info: {
            country_alpha_2: country,
            // A US state goes in us_region_alpha_2 (`region` is free text), in the form of
            // Guardarian's transaction link: US_NY for ISO 3166-2 US-NY (docs/fiat/guardarian.md).
            us_region_alpha_2: country === 'US' ? region?.replace('-', '_') : undefined,
          },
        },
        redirects: {
          successful: request.returnUrl,
          cancelled: request.returnUrl,
          failed: request.returnUrl,
        },
      },
      request.clientIp,
      request.signal,
    );
    return { url: transaction.redirect_url, orderId: transaction.id };
  },
});
