import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { Big } from 'big.js';
import { divideDecimal } from '@/lib/decimal';
import { ProviderError } from '../../kit/errors';
import { addLimits } from '../../kit/limits';
import type { RampKycLevel, RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter, type RampQuoteResult } from '../kind';
import manifest from './adapter.json';
import { TransakClient, type WalletAddressesData } from './client';
import { feesOf, findCrypto, findFiat, optionFor, toCoverage } from './mapping';

// Transak (public lookups, price quotes, and the widget URL its API creates). The place is
// checked against the cached lists and sent as quoteCountryCode so the price is the one the
// visitor's region gets; a checkout is a single-use URL from Transak's gateway.

/** Transak's names for this request, or the refusal Transak would answer. */
async function resolve(client: TransakClient, request: RampQuoteRequest) {
  const [countries, cryptos, fiats] = await Promise.all([
    client.countries.get(),
    client.cryptos.get(),
    client.fiats.get(),
  ]);
  const country = countries.find((c) => c.alpha2.toUpperCase() === request.place.country);
  if (!country?.isAllowed) {
    throw client.fail('place_unavailable', `${request.place.country} is not served`);
  }
  const crypto = findCrypto(cryptos, request.crypto);
  if (!crypto || crypto.isAllowed === false || crypto.isSuspended) {
    throw client.fail('pair_unavailable', `${request.crypto.code} is not listed`);
  }
  if (request.side === 'sell' && !crypto.isPayInAllowed) {
    throw client.fail('pair_unavailable', `${crypto.symbol} cannot be sold`);
  }
  const upper = (list: readonly string[] | null | undefined) =>
    (list ?? []).map((s) => s.toUpperCase());
  if (upper(crypto.kycCountriesNotSupported).includes(request.place.country)) {
    throw client.fail(
      'place_unavailable',
      `${crypto.symbol} is not offered in ${request.place.country}`,
    );
  }
  const fiat = findFiat(fiats, request.fiat);
  if (!fiat || upper(crypto.network.fiatCurrenciesNotSupported).includes(request.fiat)) {
    throw client.fail('pair_unavailable', `${crypto.symbol} is not sold for ${request.fiat}`);
  }
  if (request.side === 'sell' && !fiat.isPayOutAllowed) {
    throw client.fail('pair_unavailable', `${request.fiat} is not paid out`);
  }
  const option = optionFor(fiat, request.method, request.side);
  if (!option)
    throw client.fail('pair_unavailable', `${request.method} is not offered for ${request.fiat}`);
  // Countries where Transak allows its light KYC ask only for personal details at small amounts.
  const kyc: RampKycLevel = country.isLightKycAllowed ? 'basic' : 'full';
  return { crypto, fiat, option, kyc };
}

const SIDE = { buy: 'BUY', sell: 'SELL' } as const;

export const transak = defineRampAdapter({
  ...adapterFacts(ramp, 'transak', manifest),
  client: (config) => new TransakClient(config),

  async coverage(client) {
    const [countries, cryptos, fiats] = await Promise.all([
      client.countries.get(),
      client.cryptos.get(),
      client.fiats.get(),
    ]);
    return toCoverage(countries, cryptos, fiats);
  },

  async quote(client, request): Promise<RampQuoteResult> {
    const { crypto, option, kyc } = await resolve(client, request);
    const buy = request.side === 'buy';
    const answer = await client
      .quote(
        {
          fiatCurrency: request.fiat,
          cryptoCurrency: crypto.symbol,
          isBuyOrSell: SIDE[request.side],
          network: crypto.network.name,
          paymentMethod: option.id,
          fiatAmount: buy ? request.amount : undefined,
          cryptoAmount: buy ? undefined : request.amount,
          quoteCountryCode: request.place.country,
        },
        request.signal,
      )
      .catch((error: unknown) => {
        // The fiat's payment option names the limits of a purchase, in the fiat paid.
        if (buy && error instanceof ProviderError && option.minAmount) {
          addLimits(error, { min: option.minAmount, max: option.maxAmount });
        }
        throw error;
      });
    const totalFee = new Big(answer.totalFee ?? '0');
    // The coins' price before fees: what was paid net of fees (buy), or received plus them (sell).
    const fiatForCoins = buy
      ? new Big(answer.fiatAmount).minus(totalFee)
      : new Big(answer.fiatAmount).plus(totalFee);
    return {
      amountIn: buy ? answer.fiatAmount : answer.cryptoAmount,
      amountOut: buy ? answer.cryptoAmount : answer.fiatAmount,
      price: divideDecimal(fiatForCoins.toFixed(), answer.cryptoAmount),
      fees: feesOf(answer.feeBreakdown),
      min: buy ? (option.minAmount ?? null) : null,
      max: buy ? (option.maxAmount ?? null) : null,
      kyc,
      quoteId: answer.quoteId ?? undefined,
    };
  },

  async checkout(client, request) {
    const { crypto, option } = await resolve(client, request);
    const buy = request.side === 'buy';
    // The session API takes JSON: the memo goes as the object the docs show, not as JSON text.
    const memo: WalletAddressesData | undefined = request.walletExtraId
      ? {
          networks: {
            [crypto.network.name]: {
              address: request.walletAddress,
              addressAdditionalData: request.walletExtraId,
            },
          },
        }
      : undefined;
    const url = await client.widgetUrl(
      {
        referrerDomain: new URL(request.returnUrl).host,
        productsAvailed: SIDE[request.side],
        cryptoCurrencyCode: crypto.symbol,
        network: crypto.network.name,
        walletAddress: memo ? undefined : request.walletAddress,
        walletAddressesData: memo,
        fiatCurrency: request.fiat,
        fiatAmount: buy ? request.amount : undefined,
        cryptoAmount: buy ? undefined : request.amount,
        paymentMethod: option.id,
        countryCode: request.place.country,
        redirectURL: request.returnUrl,
        // Our order's id: Transak's orders and webhooks carry it back.
        partnerOrderId: request.orderRef,
      },
      request.signal,
    );
    return { url };
  },
});
