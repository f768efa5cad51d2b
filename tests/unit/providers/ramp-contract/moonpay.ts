import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { moonpay } from '@/lib/providers/onramp/moonpay';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, testEnv, type Match } from '../contract/harness';
import type { RampContractSpec } from './spec';

const { answer } = vendorFixtures('moonpay', 'onramp');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const path = (url: string) => url.split('?')[0] ?? '';
const quoteCall =
  (side: 'buy' | 'sell'): Match =>
  (request) =>
    request.method === 'GET' && path(request.url) === `/v3/currencies/btc/${side}_quote`;

const calls = {
  countries: rest('GET', '/v3/countries'),
  currencies: rest('GET', '/v3/currencies'),
  coverage: rest('GET', '/v3/countries'),
  quote: (request: Parameters<Match>[0]) => quoteCall('buy')(request) || quoteCall('sell')(request),
};

/** The signature MoonPay expects over a URL's query (everything before `&signature=`). */
export function moonpaySignature(url: string, secret: string): { expected: string; sent: string } {
  const [signed = '', sent = ''] = url.split('&signature=');
  const query = signed.slice(signed.indexOf('?'));
  const expected = createHmac('sha256', secret).update(query).digest('base64');
  return { expected, sent: decodeURIComponent(sent) };
}

export const moonpaySpec: RampContractSpec = {
  adapter: moonpay,
  basePath: '',
  baseline: [
    [calls.countries, answer('countries')],
    [calls.currencies, answer('currencies')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['BR', 'CA', 'DE', 'FR', 'GB', 'US']);
      expect(coverage.sell.countries).not.toContain('BR');
      expect(coverage.buy.regions?.US).toEqual({ blocked: ['US-NY'] });
      expect(coverage.sell.regions?.US).toEqual({ blocked: ['US-NY', 'US-TX'] });
      expect(coverage.sell.regions?.CA).toEqual({ blocked: ['CA-ON'] });
      expect(coverage.fiats).toContainEqual({
        code: 'EUR',
        sides: ['buy', 'sell'],
        methods: ['card', 'apple_pay', 'google_pay', 'sepa'],
        min: '20',
        max: '20000',
      });
      expect(coverage.fiats.find((fiat) => fiat.code === 'BRL')?.sides).toEqual(['buy']);
      expect(coverage.cryptos).toEqual([
        { ticker: 'BTC', network: 'bitcoin', contract: undefined, sides: ['buy', 'sell'] },
        { ticker: 'ETH', network: 'ethereum', contract: undefined, sides: ['buy', 'sell'] },
        {
          ticker: 'USDC',
          network: 'ethereum',
          contract: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          sides: ['buy', 'sell'],
        },
        {
          ticker: 'USDT',
          network: 'tron',
          contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          sides: ['buy'],
        },
        {
          ticker: 'ETH',
          network: 'polygon',
          contract: '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619',
          sides: ['buy'],
        },
        { ticker: 'XLM', network: 'stellar', contract: undefined, sides: ['buy', 'sell'] },
      ]);
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: [[quoteCall('buy'), answer('buy-quote')]],
      expect: {
        amountIn: '150',
        amountOut: '0.00249',
        price: '58112.4',
        fees: { provider: '3.99', network: '1.15', partner: '0' },
        min: '20',
        max: '20000',
        kyc: 'full',
        expiresAt: '2026-11-27T10:00:00.000Z',
      },
      wire: (api) => {
        expect(params(api.requests.find(quoteCall('buy'))?.url)).toEqual({
          apiKey: testEnv(moonpaySpec).MOONPAY_API_KEY,
          baseCurrencyCode: 'eur',
          baseCurrencyAmount: '150',
          paymentMethod: 'credit_debit_card',
          areFeesIncluded: 'true',
        });
      },
    },
    sell: {
      request: { amount: '0.01', method: 'sepa' },
      routes: [[quoteCall('sell'), answer('sell-quote')]],
      expect: {
        amountIn: '0.01',
        amountOut: '564.3',
        price: '57000',
        fees: { provider: '5.7', network: null, partner: '0' },
        min: '0.00035',
        max: '10',
      },
      wire: (api) => {
        expect(params(api.requests.find(quoteCall('sell'))?.url)).toMatchObject({
          quoteCurrencyCode: 'eur',
          baseCurrencyAmount: '0.01',
          payoutMethod: 'sepa_bank_transfer',
        });
      },
    },
  },
  tooLow: {
    request: { amount: '5' },
    routes: [[quoteCall('buy'), answer('error-below-minimum', 400)]],
    min: '20',
  },
  unsupportedPlace: {
    request: { fiat: 'USD', place: { country: 'US', region: 'US-NY' } },
    routes: [[quoteCall('buy'), answer('buy-quote')]],
  },
  checkout: {
    request: { walletAddress: PAYOUT.btc },
    routes: [],
    expect: (url) => {
      expect(url.origin).toBe('https://buy.moonpay.com');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        apiKey: testEnv(moonpaySpec).MOONPAY_API_KEY,
        currencyCode: 'btc',
        walletAddress: PAYOUT.btc,
        baseCurrencyCode: 'eur',
        baseCurrencyAmount: '150',
        paymentMethod: 'credit_debit_card',
        redirectURL: 'https://swaplens.example/en/buy/btc',
        language: 'en',
      });
      const { expected, sent } = moonpaySignature(
        url.href,
        testEnv(moonpaySpec).MOONPAY_SECRET_KEY!,
      );
      expect(sent).toBe(expected);
    },
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { quoteCurrencyAmount: 'lots' },
};
