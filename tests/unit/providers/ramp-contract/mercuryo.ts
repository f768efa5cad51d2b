import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { mercuryo } from '@/lib/providers/onramp/mercuryo';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, testEnv } from '../contract/harness';
import type { RampContractSpec } from './spec';

const { answer } = vendorFixtures('mercuryo', 'onramp');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const type = (side: string) => (r: RecordedRequest) => params(r.url).type === side;

export const MERCURYO_ENV = testEnv({ adapter: mercuryo, basePath: '', baseline: [] });
export const VISITOR_IP = '203.0.113.7';

const calls = {
  coverage: rest('GET', '/v1.6/lib/currencies'),
  countries: rest('GET', '/v1.6/public/card-countries'),
  buyList: rest('GET', '/v1.6/public/currencies-buy'),
  sellList: rest('GET', '/v1.6/public/currencies-sell'),
  limits: rest('GET', '/v1.6/public/currency-limits'),
  quote: rest('GET', '/v1.6/widget/buy/rate'),
  sell: rest('GET', '/v1.6/widget/sell/rate'),
};

/** The documented v2 signature, recomputed with the test secret. */
export function mercuryoSignature(address: string, ip: string, merchantTransactionId: string) {
  const data = `${address}${MERCURYO_ENV.MERCURYO_SECRET_KEY}${ip}${merchantTransactionId}`;
  return `v2:${createHash('sha512').update(data).digest('hex')}`;
}

export const mercuryoSpec: RampContractSpec = {
  adapter: mercuryo,
  basePath: '/v1.6',
  baseline: [
    [calls.coverage, answer('currencies')],
    [calls.countries, answer('card-countries')],
    [calls.buyList, answer('currencies-buy')],
    [calls.sellList, answer('currencies-sell')],
    [(r) => calls.limits(r) && type('buy')(r), answer('limits-buy')],
    [(r) => calls.limits(r) && type('sell')(r), answer('limits-sell')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['AU', 'BR', 'DE', 'FR', 'GB', 'US']);
      expect(coverage.fiats).toContainEqual({
        code: 'EUR',
        sides: ['buy', 'sell'],
        // The buy methods and limits lib/currencies lists for the euro (revolut_pay is none of
        // ours), then the sell ones.
        methods: ['card', 'apple_pay', 'google_pay', 'bank_transfer', 'sepa'],
        min: '30',
        max: '5000',
      });
      expect(coverage.fiats).toContainEqual(
        expect.objectContaining({
          code: 'BRL',
          sides: ['buy'],
          methods: expect.arrayContaining(['pix']),
        }),
      );
      expect(coverage.cryptos).toContainEqual({
        ticker: 'USDT',
        network: 'tron',
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        sides: ['buy', 'sell'],
      });
      expect(coverage.cryptos).toContainEqual({
        ticker: 'TON',
        network: 'ton',
        contract: undefined,
        sides: ['buy'],
      });
      // Kava is not a network we map: left out, not guessed.
      expect(coverage.cryptos.filter((c) => c.ticker === 'USDT')).toHaveLength(2);
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: [[calls.quote, answer('buy-rate')]],
      expect: {
        amountIn: '150',
        amountOut: '0.00166724',
        price: '86100',
        fees: { provider: '5.25', network: '1.2', partner: null },
        min: '25',
        max: '5000',
        kyc: 'none',
      },
      wire: (api) =>
        expect(params(api.requests.find(calls.quote)?.url)).toEqual({
          from: 'EUR',
          to: 'BTC',
          type: 'buy',
          amount: '150',
          network: 'BITCOIN',
          payment_method: 'card',
          widget_id: MERCURYO_ENV.MERCURYO_WIDGET_ID,
        }),
    },
    sell: {
      request: { amount: '0.01' },
      routes: [[calls.sell, answer('sell-rate')]],
      expect: {
        amountIn: '0.01',
        amountOut: '838.23',
        price: '85100',
        fees: { provider: '11.27', network: '1.5', partner: '0' },
        min: '0.0005',
        max: '0.5',
      },
      wire: (api) => {
        expect(params(api.requests.find(calls.sell)?.url)).toMatchObject({
          from: 'BTC',
          to: 'EUR',
          type: 'sell',
          amount: '0.01',
        });
        // Limits are asked fiat first on both sides, as documented.
        expect(params(api.requests.find(calls.limits)?.url)).toMatchObject({
          from: 'EUR',
          to: 'BTC',
          type: 'sell',
        });
      },
    },
  },
  tooLow: {
    request: { amount: '10' },
    routes: [[calls.quote, answer('error-amount-min', 400)]],
    min: '25',
  },
  unsupportedPlace: { request: { place: { country: 'KP' } }, routes: [] },
  checkout: {
    request: { clientIp: VISITOR_IP },
    routes: [],
    expect: (url) => {
      expect(url.host).toBe('exchange.mercuryo.io');
      const query = params(url.toString());
      expect(query).toMatchObject({
        widget_id: MERCURYO_ENV.MERCURYO_WIDGET_ID,
        type: 'buy',
        currency: 'BTC',
        network: 'BITCOIN',
        fiat_currency: 'EUR',
        fiat_amount: '150',
        address: PAYOUT.btc,
        redirect_url: 'https://swaplens.example/en/buy/btc',
        lang: 'en',
      });
      const id = query.merchant_transaction_id ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(query.signature).toBe(mercuryoSignature(PAYOUT.btc, VISITOR_IP, id));
      expect(url.toString()).not.toContain(MERCURYO_ENV.MERCURYO_SECRET_KEY);
    },
  },
  unauthorized: answer('error-unauthorized', 403),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { status: 200, data: { currency: 'BTC', amount: 'lots' } },
};
