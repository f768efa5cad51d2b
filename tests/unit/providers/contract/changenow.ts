import { expect } from 'vitest';
import { changenow } from '@/lib/providers/exchange/changenow';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth, ltc, PAYOUT, unmapped, usdttrc20, xlm } from './currencies';
import { rest, type Route } from './harness';
import type { ExchangeContractSpec } from './spec';

const { answer, load } = vendorFixtures('changenow');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const calls = {
  list: rest('GET', '/v2/exchange/currencies'),
  range: rest('GET', '/v2/exchange/range'),
  quote: rest('GET', '/v2/exchange/estimated-amount'),
  create: rest('POST', '/v2/exchange'),
  status: rest('GET', '/v2/exchange/by-id'),
};
const estimate = (name: string, status = 200): Route[] => [[calls.quote, answer(name, status)]];

export const changenowSpec: ExchangeContractSpec = {
  adapter: changenow,
  basePath: '/v2',
  baseline: [
    [calls.list, answer('currencies')],
    [(r) => calls.range(r) && r.url.includes('flow=standard'), answer('range-floating')],
    [(r) => calls.range(r) && r.url.includes('flow=fixed-rate'), answer('range-fixed')],
  ],
  calls,
  pair: { from: btc, to: eth },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: estimate('estimate-floating'),
      expect: {
        amountFrom: '0.1',
        amountTo: '2.8234771',
        rate: '28.234771',
        networkFee: '0.00062',
        min: '0.0001368',
        max: null,
      },
      wire: (api) => {
        const sent = api.requests.find(calls.quote);
        expect(sent?.headers['x-changenow-api-key']).toMatch(/^test-changenow-api-key/);
        expect(params(sent?.url)).toMatchObject({
          fromCurrency: 'btc',
          fromNetwork: 'btc',
          toCurrency: 'eth',
          toNetwork: 'eth',
          fromAmount: '0.1',
          flow: 'standard',
          type: 'direct',
        });
      },
    },
    fixed: {
      request: { amount: '0.1' },
      routes: estimate('estimate-fixed'),
      expect: {
        amountTo: '2.7998',
        min: '0.00069',
        max: '4.05',
        rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
        expiresAt: '2026-11-22T03:20:31.014Z',
      },
      wire: (api) => expect(params(api.requests.find(calls.quote)?.url).useRateId).toBe('true'),
    },
    reverse: {
      request: { amount: '3', rateType: 'fixed' },
      routes: estimate('estimate-fixed-reverse'),
      expect: { amountFrom: '0.10715273' },
      wire: (api) =>
        expect(params(api.requests.find(calls.quote)?.url)).toMatchObject({
          toAmount: '3',
          type: 'reverse',
        }),
    },
  },
  range: { request: { rateType: 'fixed' }, routes: [], expect: { min: '0.00069', max: '4.05' } },
  tooLow: {
    request: { amount: '0.00001' },
    routes: estimate('error-deposit-too-small', 400),
    min: '0.0001368',
  },
  tooHigh: {
    request: { amount: '9', rateType: 'fixed' },
    routes: estimate('error-out-of-range-max', 400),
    max: '4.05',
  },
  create: {
    request: {
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
      payoutAddress: PAYOUT.eth,
      refundAddress: PAYOUT.btc,
    },
    routes: [[calls.create, answer('create')]],
    expect: {
      providerSwapId: '9b7f4c5a2d1e0f',
      status: 'waiting',
      providerStatus: 'new',
      depositAddress: 'bc1qxvg4lr0s6cz8dqy4ffm9kn0r9kq0p7kq3p4f5x',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '2.7998',
    },
    wire: (api) =>
      expect(JSON.parse(api.requests.find(calls.create)?.body ?? '{}')).toMatchObject({
        fromCurrency: 'btc',
        toNetwork: 'eth',
        fromAmount: '0.1',
        address: PAYOUT.eth,
        flow: 'fixed-rate',
        type: 'direct',
        rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
      }),
  },
  invalidAddress: answer('error-invalid-address', 400),
  notFound: answer('error-not-found', 404),
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { fromAmount: 'lots' },
  swapId: '9b7f4c5a2d1e0f',
  statuses: {
    answer: (status) => ({ status: 200, body: { ...(load('by-id-waiting') as object), status } }),
    table: [
      ['new', 'waiting'],
      ['waiting', 'waiting'],
      ['confirming', 'confirming'],
      ['exchanging', 'exchanging'],
      ['sending', 'sending'],
      ['finished', 'finished'],
      ['failed', 'failed'],
      ['refunded', 'refunded'],
      ['verifying', 'on_hold'],
      ['expired', 'expired'],
    ],
    fixtures: [
      ['by-id-waiting', 'waiting', 'waiting', { payoutHash: null }],
      ['by-id-exchanging', 'exchanging', 'exchanging'],
      [
        'by-id-finished',
        'finished',
        'finished',
        { payoutHash: '0x8c2f6b1e7d4a3c9b0e5f2a1d8c7b6e4f3a2d1c0b9e8f7a6d5c4b3a2f1e0d9c8b' },
      ],
      ['by-id-verifying', 'verifying', 'on_hold'],
      ['by-id-refunded', 'refunded', 'refunded'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [btc, xlm, 'floating', true],
    [btc, xlm, 'fixed', false],
    [ltc, btc, 'floating', false],
    [btc, unmapped, 'floating', false],
  ],
};
