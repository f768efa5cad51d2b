import { generateKeyPairSync, verify } from 'node:crypto';
import { expect } from 'vitest';
import { changellyFiat } from '@/lib/providers/onramp/changelly-fiat';
import { vendorFixtures, type RecordedRequest, type VendorApi } from '@/tests/helpers/vendor-api';
import { PAYOUT } from '../contract/currencies';
import { rest, type Route } from '../contract/harness';
import { ORDER_REF } from './ramp-contract';
import type { RampContractSpec } from './spec';

const { answer } = vendorFixtures('changelly-fiat', 'onramp');

// A throwaway key pair for this run; Changelly hands out the private key as base64 of a PKCS#1 PEM.
export const CHANGELLY_FIAT_KEYS = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const PRIVATE_KEY_B64 = Buffer.from(
  CHANGELLY_FIAT_KEYS.privateKey.export({ format: 'pem', type: 'pkcs1' }),
).toString('base64');

/** Whether the request carries Changelly's signature: full URL, then the body or "{}". */
export function signedProperly(api: VendorApi, request: RecordedRequest): boolean {
  const signature = request.headers['x-api-signature'];
  if (typeof signature !== 'string') return false;
  const payload = `${api.origin}${request.url}${request.body || '{}'}`;
  return verify(
    'sha256',
    Buffer.from(payload),
    CHANGELLY_FIAT_KEYS.publicKey,
    Buffer.from(signature, 'base64'),
  );
}

export const changellyFiatCalls = {
  coverage: rest('GET', '/v1/currencies'),
  countries: rest('GET', '/v1/available-countries'),
  quote: rest('GET', '/v1/offers'),
  sell: rest('GET', '/v1/sell/offers'),
  checkout: rest('POST', '/v1/orders'),
};
const calls = changellyFiatCalls;
const on = (fixture: string): Route[] => [[calls.quote, answer(fixture)]];

export const changellyFiatSpec: RampContractSpec = {
  adapter: changellyFiat,
  basePath: '/v1',
  env: { CHANGELLY_FIAT_PRIVATE_KEY: PRIVATE_KEY_B64 },
  baseline: [
    [calls.coverage, answer('currencies')],
    [calls.countries, answer('available-countries')],
  ],
  calls,
  coverage: {
    routes: [],
    expect: (coverage) => {
      expect(coverage.buy.countries).toEqual(['DE', 'FR', 'GB', 'US']);
      expect(coverage.sell.countries).toEqual(['DE', 'FR', 'US']);
      expect(coverage.buy.regions).toEqual({ US: { allowed: ['US-CA', 'US-FL', 'US-TX'] } });
      expect(coverage.fiats).toEqual([
        { code: 'EUR', sides: ['buy', 'sell'], methods: ['card', 'sepa'] },
        { code: 'USD', sides: ['buy', 'sell'], methods: ['card'] },
        { code: 'GBP', sides: ['buy'], methods: ['card'] },
      ]);
      expect(coverage.cryptos).toEqual([
        { ticker: 'BTC', network: 'bitcoin', sides: ['buy', 'sell'] },
        { ticker: 'ETH', network: 'ethereum', sides: ['buy', 'sell'] },
        { ticker: 'USDT', network: 'ethereum', sides: ['buy'] },
        { ticker: 'USDT', network: 'tron', sides: ['buy', 'sell'] },
        { ticker: 'USDC', network: 'polygon', sides: ['buy'] },
        { ticker: 'BNB', network: 'bsc', sides: ['buy'] },
        { ticker: 'XRP', network: 'ripple', sides: ['buy', 'sell'] },
      ]);
    },
  },
  quotes: {
    buy: {
      request: {},
      routes: on('offers'),
      // Best card offer: Banxa's 0.00145 BTC beats MoonPay's 0.00143 (Banxa's SEPA offer pays
      // more but is another method).
      expect: {
        amountIn: '150',
        amountOut: '0.00145',
        price: '103448.27586206896551724',
        fees: { provider: '2.93', network: null, partner: null },
        min: null,
        max: null,
        kyc: 'basic',
        via: 'banxa',
      },
      wire: (api) => {
        const request = api.requests.find(calls.quote)!;
        expect(request.url).toBe(
          '/v1/offers?currencyFrom=EUR&currencyTo=BTC&amountFrom=150&country=DE',
        );
        expect(request.headers['x-api-key']).toBe('test-changelly-fiat-api-key-5f0c2a9e81b4');
        expect(signedProperly(api, request)).toBe(true);
      },
    },
    sell: {
      request: { amount: '0.01' },
      routes: [[calls.sell, answer('offers-sell')]],
      expect: {
        amountIn: '0.01',
        amountOut: '975.1',
        price: '97510',
        fees: { provider: '14.9', network: null, partner: null },
        via: 'moonpay',
      },
      wire: (api) => {
        const request = api.requests.find(calls.sell)!;
        expect(request.url).toBe(
          '/v1/sell/offers?currencyFrom=BTC&currencyTo=EUR&amountFrom=0.01&country=DE',
        );
        expect(signedProperly(api, request)).toBe(true);
      },
    },
  },
  // Every provider refused: MoonPay from 30 EUR, Banxa from 20, Wert not in this country.
  tooLow: { request: { amount: '10' }, routes: on('offers-limits'), min: '20' },
  unsupportedPlace: { request: { place: { country: 'IR' } }, routes: on('offers-country') },
  checkout: {
    request: {},
    routes: [...on('offers'), [calls.checkout, answer('order')]],
    expect: (url, api) => {
      expect(url.host).toBe('web-api-v2.changelly.com');
      const request = api.requests.find(calls.checkout)!;
      expect(signedProperly(api, request)).toBe(true);
      const body = JSON.parse(request.body) as Record<string, unknown>;
      expect(body).toEqual({
        externalOrderId: ORDER_REF,
        externalUserId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        providerCode: 'banxa',
        currencyFrom: 'EUR',
        currencyTo: 'BTC',
        amountFrom: '150',
        country: 'DE',
        walletAddress: PAYOUT.btc,
        paymentMethod: 'card',
        returnSuccessUrl: 'https://swaplens.example/en/buy/btc',
        returnFailedUrl: 'https://swaplens.example/en/buy/btc',
      });
    },
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { offers: [] },
};
