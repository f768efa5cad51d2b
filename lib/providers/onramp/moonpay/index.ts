import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { addLimits } from '../../kit/limits';
import { ProviderError } from '../../kit/errors';
import type { RampQuoteRequest } from '../contract';
import { ramp, defineRampAdapter, type RampQuoteResult } from '../kind';
import manifest from './adapter.json';
import { MoonpayClient } from './client';
import { findCrypto, findFiat, MOONPAY_METHODS, offers, placeRefusal, toCoverage } from './mapping';

// MoonPay (public API v3 and its hosted widget). Quotes are asked with fees included, so the
// amount typed is what the visitor pays and quoteCurrencyAmount is what they receive; the place
// is checked against the cached country list first, since the quote endpoints take no country.

/** MoonPay's names for this request, or the refusal MoonPay would answer. */
async function resolve(client: MoonpayClient, request: RampQuoteRequest) {
  const [countries, currencies] = await Promise.all([
    client.countries.get(),
    client.currencies.get(),
  ]);
  const crypto = findCrypto(currencies, request.crypto);
  const fiat = findFiat(currencies, request.fiat);
  if (!crypto || crypto.isSuspended) {
    throw client.fail('pair_unavailable', `${request.crypto.code} is not listed`);
  }
  if (!fiat || fiat.isSuspended)
    throw client.fail('pair_unavailable', `${request.fiat} is not listed`);
  if (request.side === 'sell' && !(crypto.isSellSupported && fiat.isSellSupported)) {
    throw client.fail('pair_unavailable', `${crypto.code} to ${fiat.code} is not sold`);
  }
  const method = MOONPAY_METHODS[request.method];
  if (!method || !offers(request.fiat, request.method, request.side)) {
    throw client.fail('pair_unavailable', `${request.method} is not offered for ${request.fiat}`);
  }
  const refusal = placeRefusal(countries, crypto, request.place, request.side);
  if (refusal) throw client.fail('place_unavailable', refusal);
  return { crypto, fiat, method };
}

/** The vendor's amount errors carry the limits of the currency paid in, from the cached list. */
function withLimits(
  error: unknown,
  min: string | null | undefined,
  max: string | null | undefined,
) {
  if (error instanceof ProviderError && min) addLimits(error, { min, max: max ?? null });
  return error;
}

export const moonpay = defineRampAdapter({
  ...adapterFacts(ramp, 'moonpay', manifest),
  client: (config) => new MoonpayClient(config),

  async coverage(client) {
    const [countries, currencies] = await Promise.all([
      client.countries.get(),
      client.currencies.get(),
    ]);
    return toCoverage(countries, currencies);
  },

  async quote(client, request): Promise<RampQuoteResult> {
    const { crypto, fiat, method } = await resolve(client, request);
    if (request.side === 'buy') {
      const answer = await client
        .buyQuote(
          crypto.code,
          {
            baseCurrencyCode: fiat.code,
            baseCurrencyAmount: request.amount,
            paymentMethod: method,
          },
          request.signal,
        )
        .catch((error: unknown) => {
          throw withLimits(error, fiat.minBuyAmount, fiat.maxBuyAmount);
        });
      return {
        amountIn: answer.totalAmount,
        amountOut: answer.quoteCurrencyAmount,
        price: answer.quoteCurrencyPrice,
        fees: {
          provider: answer.feeAmount,
          network: answer.networkFeeAmount,
          partner: answer.extraFeeAmount,
        },
        min: answer.baseCurrency?.minBuyAmount ?? fiat.minBuyAmount,
        max: answer.baseCurrency?.maxBuyAmount ?? fiat.maxBuyAmount,
        kyc: 'full',
        expiresAt: answer.expiresAt ?? undefined,
      };
    }
    const answer = await client
      .sellQuote(
        crypto.code,
        { quoteCurrencyCode: fiat.code, baseCurrencyAmount: request.amount, payoutMethod: method },
        request.signal,
      )
      .catch((error: unknown) => {
        throw withLimits(error, crypto.minSellAmount, crypto.maxSellAmount);
      });
    return {
      amountIn: answer.baseCurrencyAmount,
      amountOut: answer.quoteCurrencyAmount,
      price: answer.baseCurrencyPrice,
      // The visitor sends the coins themselves: MoonPay charges no network fee on a sale.
      fees: { provider: answer.feeAmount, network: null, partner: answer.extraFeeAmount },
      min: answer.baseCurrency?.minSellAmount ?? crypto.minSellAmount,
      max: answer.baseCurrency?.maxSellAmount ?? crypto.maxSellAmount,
      kyc: 'full',
      expiresAt: answer.expiresAt ?? undefined,
    };
  },

  async checkout(client, request) {
    const { crypto, fiat, method } = await resolve(client, request);
    const common = {
      // Our order's id: MoonPay's transactions and webhooks carry it back.
      externalTransactionId: request.orderRef,
      redirectURL: request.returnUrl,
      language: request.locale.split('-')[0],
    };
    if (request.side === 'buy') {
      return {
        url: client.signedUrl('buy', {
          currencyCode: crypto.code,
          walletAddress: request.walletAddress,
          walletAddressTag: request.walletExtraId,
          baseCurrencyCode: fiat.code,
          baseCurrencyAmount: request.amount,
          paymentMethod: method,
          ...common,
        }),
      };
    }
    return {
      url: client.signedUrl('sell', {
        baseCurrencyCode: crypto.code,
        baseCurrencyAmount: request.amount,
        quoteCurrencyCode: fiat.code,
        refundWalletAddress: request.walletAddress,
        ...common,
      }),
    };
  },
});
