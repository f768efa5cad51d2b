import { expect } from 'vitest';
import { simpleswap } from '@/lib/providers/exchange/simpleswap';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth, ltc, PAYOUT, usdtmatic, usdttrc20 } from './currencies';
import { rest, type Route } from './harness';
import type { ExchangeContractSpec } from './spec';

const { answer, load } = vendorFixtures('simpleswap');
export const simpleswapParams = (url = '/') =>
  Object.fromEntries(new URL(url, 'http://x').searchParams);

const calls = {
  list: rest('GET', '/v3/currencies'),
  range: rest('GET', '/v3/ranges'),
  quote: rest('GET', '/v3/estimates'),
  create: rest('POST', '/v3/exchanges'),
  status: rest('GET', '/v3/exchanges/'),
};
const estimate = (name: string, status = 200): Route[] => [[calls.quote, answer(name, status)]];

export const simpleswapSpec: ExchangeContractSpec = {
  adapter: simpleswap,
  basePath: '/v3',
  baseline: [
    [calls.list, answer('currencies')],
    [(r) => calls.range(r) && r.url.includes('fixed=false'), answer('ranges-floating')],
    [(r) => calls.range(r) && r.url.includes('fixed=true'), answer('ranges-fixed')],
  ],
  calls,
  pair: { from: btc, to: eth },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: estimate('estimates-floating'),
      expect: {
        amountFrom: '0.1',
        amountTo: '2.81234567',
        rate: '28.1234567',
        networkFee: null,
        min: '0.00041',
        max: null,
      },
      wire: (api) => {
        const sent = api.requests.find(calls.quote);
        expect(sent?.headers['x-api-key']).toMatch(/^test-simpleswap/);
        expect(simpleswapParams(sent?.url)).toEqual({
          tickerFrom: 'btc',
          networkFrom: 'btc',
          tickerTo: 'eth',
          networkTo: 'eth',
          fixed: 'false',
          amount: '0.1',
          reverse: 'false',
        });
      },
    },
    fixed: {
      request: { amount: '0.1' },
      routes: estimate('estimates-fixed'),
      expect: {
        amountTo: '2.79',
        min: '0.00072',
        max: '1.5',
        rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
        expiresAt: '2026-11-22T03:30:00.000Z',
      },
    },
    reverse: {
      request: { amount: '3', rateType: 'fixed' },
      routes: estimate('estimates-fixed-reverse'),
      // The estimate is then the amount to send.
      expect: { amountFrom: '0.10752688', rate: '27.90000044' },
      wire: (api) =>
        expect(simpleswapParams(api.requests.find(calls.quote)?.url)).toMatchObject({
          reverse: 'true',
          amount: '3',
        }),
    },
  },
  range: {
    request: { rateType: 'fixed' },
    routes: [],
    expect: { min: '0.00072', max: '1.5' },
  },
  // Invented error body (no SimpleSwap error answer was readable): docs/providers.md.
  tooLow: {
    request: { amount: '0.0001', rateType: 'fixed' },
    routes: estimate('error-amount-range', 422),
    min: '0.00072',
  },
  tooHigh: {
    request: { amount: '7', rateType: 'fixed' },
    routes: estimate('error-amount-range', 422),
    max: '1.5',
  },
  create: {
    request: {
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
      payoutAddress: PAYOUT.eth,
      refundAddress: PAYOUT.btc,
    },
    routes: [[calls.create, answer('exchange-waiting')]],
    expect: {
      providerSwapId: 'ss7k2m9p4q',
      status: 'waiting',
      depositAddress: 'bc1qss8y6d0w3kq7r9m2v5n4x8c0z1a3s5d7f9g2h4',
      amountFrom: '0.1',
      amountTo: '2.79',
      expiresAt: '2026-11-22T03:40:00.000Z',
    },
    wire: (api) =>
      expect(JSON.parse(api.requests.find(calls.create)?.body ?? '{}')).toEqual({
        tickerFrom: 'btc',
        networkFrom: 'btc',
        tickerTo: 'eth',
        networkTo: 'eth',
        fixed: true,
        amount: '0.1',
        reverse: false,
        addressTo: PAYOUT.eth,
        userRefundAddress: PAYOUT.btc,
        rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
      }),
  },
  invalidAddress: answer('error-invalid-address', 400),
  notFound: answer('error-not-found', 404),
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { result: { min: [] } },
  swapId: 'ss7k2m9p4q',
  statuses: {
    answer: (status) => {
      const body = load('exchange-waiting') as { result: object };
      return { status: 200, body: { result: { ...body.result, status } } };
    },
    table: [
      ['waiting', 'waiting'],
      ['confirming', 'confirming'],
      ['exchanging', 'exchanging'],
      ['sending', 'sending'],
      ['finished', 'finished'],
      ['failed', 'failed'],
      ['refunded', 'refunded'],
      ['expired', 'expired'],
      ['verifying', 'on_hold'],
    ],
    fixtures: [
      ['exchange-waiting', 'waiting', 'waiting'],
      ['exchange-exchanging', 'exchanging', 'exchanging'],
      [
        'exchange-finished',
        'finished',
        'finished',
        { amountTo: '2.7899', payoutHash: expect.stringMatching(/^0x/) as unknown as string },
      ],
      ['exchange-verifying', 'verifying', 'on_hold'],
      ['exchange-expired', 'expired', 'expired'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [usdtmatic, eth, 'floating', true],
    [btc, ltc, 'floating', false],
    [{ code: 'eur', ticker: 'EUR', network: 'eur', decimals: 2 }, btc, 'floating', false],
  ],
};
