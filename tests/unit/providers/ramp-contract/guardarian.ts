import { expect } from 'vitest';
import { guardarian } from '@/lib/providers/onramp/guardarian';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, type Route } from '../contract/harness';
import type { RampContractSpec } from './spec';

const { answer } = vendorFixtures('guardarian', 'onramp');

const calls = {
  coverage: rest('GET', '/v1/currencies'),
  quote: rest('GET', '/v1/estimate'),
  checkout: rest('POST', '/v1/transaction'),
};
const range = rest('GET', '/v1/market-info/min-max-range/');
const on = (fixture: string, status = 200): Route[] => [[calls.quote, answer(fixture, status)]];

export const guardarianSpec: RampContractSpec = {
  adapter: guardarian,
  basePath: '/v1',
  baseline: [
    [rest('GET', '/v1/countries'), answer('countries')],
    [calls.coverage, answer('currencies')],
    [range, answer('min-max-range')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['DE', 'FR', 'GB', 'US']);
      expect(coverage.sell.countries).toEqual(coverage.buy.countries);
      expect(coverage.fiats).toEqual([
        {
          code: 'EUR',
          sides: ['buy', 'sell'],
          methods: ['card', 'sepa', 'apple_pay', 'google_pay'],
        },
        { code: 'GBP', sides: ['buy', 'sell'], methods: ['card', 'faster_payments'] },
      ]);
      expect(coverage.cryptos).toContainEqual({
        ticker: 'USDT',
        network: 'tron',
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        sides: ['buy', 'sell'],
      });
      expect(coverage.cryptos).toContainEqual({
        ticker: 'ETH',
        network: 'arbitrum',
        contract: undefined,
        sides: ['buy'],
      });
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: on('estimate'),
      // 150 EUR - 3.75 service fee = 146.25 at 0.00001 BTC/EUR = 0.0014625, less 0.00002 BTC
      // network fee (2 EUR at that rate) = 0.0014425 BTC received.
      expect: {
        amountIn: '150',
        amountOut: '0.0014425',
        price: '100000',
        fees: { provider: '3.75', network: '2', partner: null },
        min: '20',
        max: '15000',
        kyc: 'basic',
      },
      wire: (api) => {
        const sent = new URL(api.requests.find(calls.quote)!.url, api.origin).searchParams;
        expect(Object.fromEntries(sent)).toEqual({
          from_currency: 'EUR',
          from_network: 'EUR',
          to_currency: 'BTC',
          to_network: 'BTC',
          from_amount: '150',
          type: 'direct',
        });
        expect(api.requests.find(calls.quote)!.headers['x-api-key']).toBe(
          'test-guardarian-api-key-5f0c2a9e81b4',
        );
        // The documented path form: lower case, the network only where it differs, no query.
        expect(api.requests.find(range)!.url).toBe('/v1/market-info/min-max-range/eur_btc');
      },
    },
    sell: {
      request: { amount: '0.01' },
      routes: [...on('estimate-sell'), [range, answer('min-max-range-sell')]],
      expect: {
        amountIn: '0.01',
        amountOut: '975.15',
        price: '99000',
        fees: { provider: '14.85', network: null, partner: null },
        min: '0.0003',
        max: '1.5',
      },
      wire: (api) => {
        const sent = new URL(api.requests.find(calls.quote)!.url, api.origin).searchParams;
        expect(sent.get('from_currency')).toBe('BTC');
        expect(sent.get('to_currency')).toBe('EUR');
      },
    },
  },
  // The range says 20 EUR before the estimate's own refusal is read.
  tooLow: { request: { amount: '10' }, routes: on('error-amount-too-low', 400), min: '20' },
  unsupportedPlace: { request: { place: { country: 'IR' } }, routes: on('estimate') },
  checkout: {
    request: { clientIp: '203.0.113.7' },
    routes: [[calls.checkout, answer('transaction')]],
    expect: (url, api) => {
      expect(url.href).toBe('https://payments.guardarian.com/checkout?tid=5808727624');
      // Created from our server: the visitor's IP travels in X-Forwarded-For (Guardarian's
      // reference), so its one-per-minute-per-IP limit counts visitors, not this site.
      expect(api.requests.find(calls.checkout)!.headers['x-forwarded-for']).toBe('203.0.113.7');
      const body = JSON.parse(api.requests.find(calls.checkout)!.body) as Record<string, unknown>;
      expect(body).toEqual({
        from_currency: 'EUR',
        from_network: 'EUR',
        to_currency: 'BTC',
        to_network: 'BTC',
        from_amount: 150,
        payout_info: { payout_address: PAYOUT.btc, skip_choose_payout_address: true },
        deposit: { payment_category: 'VISA_MC', skip_choose_payment_category: true },
        customer: { billing_info: { country_alpha_2: 'DE' } },
        redirects: {
          successful: 'https://swaplens.example/en/buy/btc',
          cancelled: 'https://swaplens.example/en/buy/btc',
          failed: 'https://swaplens.example/en/buy/btc',
        },
      });
    },
  },
  unauthorized: answer('error-invalid-token', 403),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { from_currency: 'EUR', to_currency: 'BTC', value: 'soon' },
};
