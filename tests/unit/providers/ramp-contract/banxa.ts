import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { banxa } from '@/lib/providers/onramp/banxa';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, testEnv } from '../contract/harness';
import type { RampContractSpec } from './spec';

const { answer } = vendorFixtures('banxa', 'onramp');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const sellSource = (r: RecordedRequest) => new URL(r.url, 'http://x').searchParams.has('source');

const calls = {
  coverage: rest('GET', '/api/countries'),
  states: rest('GET', '/api/countries/us/states'),
  // The documented path form (legacy OpenAPI, SDK, Edge): the order type is a path segment.
  fiatsBuy: rest('GET', '/api/fiats/buy'),
  fiatsSell: rest('GET', '/api/fiats/sell'),
  coinsBuy: rest('GET', '/api/coins/buy'),
  coinsSell: rest('GET', '/api/coins/sell'),
  methods: rest('GET', '/api/payment-methods'),
  quote: rest('GET', '/api/prices'),
  checkout: rest('POST', '/api/orders'),
};

/**
 * Recomputes Banxa's Authorization header for a request as it arrived, with the test secret:
 * "Bearer key:hex HMAC-SHA256(secret, METHOD\npath?query\nnonce[\nbody])".
 */
export function expectBanxaSignature(request: RecordedRequest | undefined) {
  const env = testEnv({ adapter: banxa, basePath: '', baseline: [] });
  const header = String(request?.headers.authorization ?? '');
  const [, key, signature, nonce] = /^Bearer ([^:]+):([0-9a-f]{64}):(\d+)$/.exec(header) ?? [];
  expect(key).toBe(env.BANXA_API_KEY);
  const lines = [request?.method, request?.url, nonce, ...(request?.body ? [request.body] : [])];
  const wanted = createHmac('sha256', env.BANXA_API_SECRET ?? '').update(lines.join('\n'));
  expect(signature).toBe(wanted.digest('hex'));
}

export const banxaSpec: RampContractSpec = {
  adapter: banxa,
  basePath: '',
  baseline: [
    [calls.coverage, answer('countries')],
    [calls.states, answer('us-states')],
    [calls.fiatsBuy, answer('fiats-buy')],
    [calls.fiatsSell, answer('fiats-sell')],
    [calls.coinsBuy, answer('coins-buy')],
    [calls.coinsSell, answer('coins-sell')],
    // Without `source` Banxa lists no sell method; with it, the coin's sell methods.
    [(r) => calls.methods(r) && !sellSource(r), answer('payment-methods')],
    [(r) => calls.methods(r) && sellSource(r), answer('payment-methods-sell')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['AU', 'DE', 'FR', 'GB', 'US']);
      expect(coverage.buy.regions?.US?.allowed).toEqual(['US-AL', 'US-AK', 'US-CA', 'US-TX']);
      expect(coverage.fiats).toContainEqual({
        code: 'EUR',
        sides: ['buy', 'sell'],
        methods: ['card', 'apple_pay', 'sepa'],
        min: '30',
        max: '50000',
      });
      expect(coverage.fiats).toContainEqual(
        expect.objectContaining({ code: 'GBP', methods: ['card', 'faster_payments'] }),
      );
      expect(coverage.cryptos).toContainEqual({
        ticker: 'USDT',
        network: 'tron',
        sides: ['buy'],
      });
      expect(coverage.cryptos).toContainEqual({
        ticker: 'BTC',
        network: 'bitcoin',
        sides: ['buy', 'sell'],
      });
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: [[calls.quote, answer('prices-buy')]],
      expect: {
        amountIn: '150',
        amountOut: '0.00165342',
        price: '86042.19',
        fees: { provider: '2.99', network: '1.92', partner: null },
        min: '30',
        max: '15000',
        kyc: 'full',
      },
      wire: (api) => {
        const sent = api.requests.find(calls.quote);
        expect(params(sent?.url)).toEqual({
          source: 'EUR',
          target: 'BTC',
          source_amount: '150',
          payment_method_id: '6036',
          blockchain: 'BTC',
        });
        expectBanxaSignature(sent);
      },
    },
    sell: {
      request: { amount: '0.01', method: 'sepa' },
      routes: [[calls.quote, answer('prices-sell')]],
      expect: {
        amountIn: '0.01',
        amountOut: '849.32',
        fees: { provider: '2.5', network: '0', partner: null },
        min: null,
        max: null,
      },
      wire: (api) =>
        expect(params(api.requests.find(calls.quote)?.url)).toMatchObject({
          source: 'BTC',
          target: 'EUR',
          source_amount: '0.01',
          payment_method_id: '6070',
        }),
    },
  },
  // The card's documented limit (payment methods: EUR min 30) refuses it before any price call.
  tooLow: { request: { amount: '10' }, routes: [], min: '30' },
  unsupportedPlace: { request: { place: { country: 'KP' } }, routes: [] },
  checkout: {
    request: {},
    routes: [[calls.checkout, answer('order')]],
    expect: (url, api) => {
      expect(url.host).toBe('swaplens.banxa.com');
      expect(url.searchParams.get('id')).toBe('5a9c4e3b2f1d8e7c6b5a4f3e2d1c0b9a');
      const sent = api.requests.find(calls.checkout);
      expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
        account_reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
        source: 'EUR',
        target: 'BTC',
        source_amount: '150',
        blockchain: 'BTC',
        payment_method_id: '6036',
        wallet_address: PAYOUT.btc,
        return_url_on_success: 'https://swaplens.example/en/buy/btc',
      });
      expect(sent?.body).not.toMatch(/\s/);
      expectBanxaSignature(sent);
    },
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { data: { prices: [{ payment_method_id: 6036, coin_amount: 'lots' }] } },
};
