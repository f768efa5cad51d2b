import { expect } from 'vitest';
import { transak } from '@/lib/providers/onramp/transak';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, testEnv } from '../contract/harness';
import { ORDER_REF } from './ramp-contract';
import type { RampContractSpec } from './spec';

const { answer, load } = vendorFixtures('transak', 'onramp');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

export const transakCalls = {
  countries: rest('GET', '/api/v2/countries'),
  // The documented list paths (the /api/v2/currencies ones are legacy).
  cryptos: rest('GET', '/cryptocoverage/api/v1/public/crypto-currencies'),
  fiats: rest('GET', '/fiat/public/v1/currencies/fiat-currencies'),
  coverage: rest('GET', '/api/v2/countries'),
  quote: rest('GET', '/api/v1/pricing/public/quotes'),
  token: rest('POST', '/partners/api/v2/refresh-token'),
  checkout: rest('POST', '/api/v2/auth/session'),
};
const calls = transakCalls;

export const transakSpec: RampContractSpec = {
  adapter: transak,
  basePath: '',
  baseline: [
    [calls.countries, answer('countries')],
    [calls.cryptos, answer('crypto-currencies')],
    [calls.fiats, answer('fiat-currencies')],
    [calls.token, answer('refresh-token')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['BR', 'DE', 'FR', 'GB', 'IN', 'US']);
      expect(coverage.sell.countries).toEqual(['DE', 'FR', 'GB']);
      expect(coverage.fiats).toContainEqual({
        code: 'EUR',
        sides: ['buy', 'sell'],
        methods: ['card', 'apple_pay', 'sepa'],
        min: '25',
        max: '10000',
      });
      expect(coverage.fiats).toContainEqual({
        code: 'USD',
        sides: ['buy'],
        methods: ['card', 'bank_transfer'],
        min: '30',
        max: '50000',
      });
      expect(coverage.fiats.find((fiat) => fiat.code === 'GBP')?.methods).toEqual([
        'card',
        'faster_payments',
      ]);
      expect(coverage.cryptos).toEqual([
        { ticker: 'BTC', network: 'bitcoin', contract: undefined, sides: ['buy', 'sell'] },
        { ticker: 'ETH', network: 'ethereum', contract: undefined, sides: ['buy', 'sell'] },
        {
          ticker: 'USDT',
          network: 'tron',
          contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          sides: ['buy', 'sell'],
        },
        {
          ticker: 'USDC',
          network: 'polygon',
          contract: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
          sides: ['buy'],
        },
        { ticker: 'XLM', network: 'stellar', contract: undefined, sides: ['buy', 'sell'] },
      ]);
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: [[calls.quote, answer('quote-buy')]],
      expect: {
        amountIn: '150',
        amountOut: '0.00243',
        price: '59469.1358',
        fees: { provider: '4.49', network: '1', partner: '0' },
        min: '30',
        max: '3000',
        kyc: 'basic',
        quoteId: '5b42f946-47b4-4bea-9e7e-563488d03333',
      },
      wire: (api) => {
        expect(params(api.requests.find(calls.quote)?.url)).toEqual({
          partnerApiKey: testEnv(transakSpec).TRANSAK_API_KEY,
          fiatCurrency: 'EUR',
          cryptoCurrency: 'BTC',
          isBuyOrSell: 'BUY',
          network: 'mainnet',
          paymentMethod: 'credit_debit_card',
          fiatAmount: '150',
          quoteCountryCode: 'DE',
        });
      },
    },
    sell: {
      request: { amount: '0.01', method: 'sepa' },
      routes: [[calls.quote, answer('quote-sell')]],
      expect: {
        amountIn: '0.01',
        amountOut: '566.4',
        price: '57210',
        fees: { provider: '5.7', network: null, partner: null },
        min: null,
        max: null,
      },
      wire: (api) => {
        expect(params(api.requests.find(calls.quote)?.url)).toMatchObject({
          isBuyOrSell: 'SELL',
          cryptoAmount: '0.01',
          paymentMethod: 'sepa_bank_transfer',
        });
      },
    },
  },
  tooLow: {
    request: { amount: '10' },
    routes: [[calls.quote, answer('error-below-minimum', 400)]],
    min: '30',
  },
  unsupportedPlace: {
    request: { place: { country: 'KP' } },
    routes: [[calls.quote, answer('quote-buy')]],
  },
  checkout: {
    request: { walletAddress: PAYOUT.btc },
    routes: [[calls.checkout, answer('widget-url')]],
    expect: (url, api) => {
      const created = new URL(
        (load('widget-url') as { data: { widgetUrl: string } }).data.widgetUrl,
      );
      expect(url.href).toBe(created.href);
      const token = api.requests.find(calls.token);
      expect(token?.headers['api-secret']).toBe(testEnv(transakSpec).TRANSAK_API_SECRET);
      expect(JSON.parse(token?.body ?? '{}')).toEqual({
        apiKey: testEnv(transakSpec).TRANSAK_API_KEY,
      });
      const session = api.requests.find(calls.checkout);
      expect(session?.headers['access-token']).toBe(
        (load('refresh-token') as { data: { accessToken: string } }).data.accessToken,
      );
      expect(JSON.parse(session?.body ?? '{}')).toEqual({
        widgetParams: {
          apiKey: testEnv(transakSpec).TRANSAK_API_KEY,
          referrerDomain: 'swaplens.example',
          productsAvailed: 'BUY',
          cryptoCurrencyCode: 'BTC',
          network: 'mainnet',
          walletAddress: PAYOUT.btc,
          fiatCurrency: 'EUR',
          fiatAmount: '150',
          paymentMethod: 'credit_debit_card',
          countryCode: 'DE',
          redirectURL: 'https://swaplens.example/en/buy/btc',
          partnerOrderId: ORDER_REF,
        },
      });
    },
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { response: { fiatAmount: 'lots' } },
};
