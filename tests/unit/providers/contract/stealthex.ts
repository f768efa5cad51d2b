import { expect } from 'vitest';
import { stealthex } from '@/lib/providers/exchange/stealthex';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { btc, eth, ltc, usdttrc20 } from './currencies';
import { rest } from './harness';
import type { ExchangeContractSpec } from './spec';

// StealthEX's fixtures reuse the examples of its v4 OpenAPI reference.

const { answer, load } = vendorFixtures('stealthex');
export const stealthexBody = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body || '{}') as Record<string, unknown>;

export const stealthexCalls = {
  list: rest('GET', '/currencies'),
  range: rest('POST', '/rates/range'),
  quote: rest('POST', '/rates/estimated-amount'),
  create: rest('POST', '/exchanges'),
  status: rest('GET', '/exchanges/'),
};
const isFixed = (request: RecordedRequest) => stealthexBody(request).rate === 'fixed';
const PAYOUT = '0xb794f5ea0ba39494ce839613fffba74279579268';
const REFUND = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

export const stealthexSpec: ExchangeContractSpec = {
  adapter: stealthex,
  basePath: '',
  baseline: [
    [stealthexCalls.list, answer('currencies')],
    [(r) => stealthexCalls.range(r) && !isFixed(r), answer('range-floating')],
    [(r) => stealthexCalls.range(r) && isFixed(r), answer('range-fixed')],
  ],
  calls: stealthexCalls,
  pair: { from: btc, to: eth },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: [[stealthexCalls.quote, answer('estimate-floating')]],
      expect: {
        amountFrom: '0.1',
        amountTo: '1.79565383',
        rate: '17.9565383',
        networkFee: null,
        min: '0.00033283',
        max: null,
      },
      wire: (api) => {
        const sent = api.requests.find(stealthexCalls.quote);
        expect(sent?.headers.authorization).toMatch(/^Bearer test-stealthex/);
        expect(stealthexBody(sent)).toEqual({
          route: {
            from: { symbol: 'btc', network: 'mainnet' },
            to: { symbol: 'eth', network: 'mainnet' },
          },
          estimation: 'direct',
          rate: 'floating',
          amount: 0.1,
        });
      },
    },
    fixed: {
      request: { amount: '0.1', to: usdttrc20 },
      routes: [[stealthexCalls.quote, answer('estimate-fixed')]],
      expect: {
        amountTo: '1.7812',
        min: '0.0005',
        max: '2.5',
        rateId: 'Xb2Lm0fQk9',
        expiresAt: '2026-11-22T03:20:00.000Z',
      },
      wire: (api) =>
        expect(stealthexBody(api.requests.find(stealthexCalls.quote)).route).toMatchObject({
          to: { symbol: 'usdt', network: 'trx' },
        }),
    },
    reverse: {
      request: { amount: '1', rateType: 'fixed' },
      routes: [[stealthexCalls.quote, answer('estimate-reversed')]],
      expect: { amountFrom: '0.05612345', rateId: 'Rv7Tq1pZ3a' },
      wire: (api) =>
        expect(stealthexBody(api.requests.find(stealthexCalls.quote))).toMatchObject({
          estimation: 'reversed',
          amount: 1,
        }),
    },
  },
  range: { request: { rateType: 'fixed' }, routes: [], expect: { min: '0.0005', max: '2.5' } },
  // Outside the range it fetched beside the estimate, the adapter names that range's limit.
  tooLow: {
    request: { amount: '0.0001' },
    routes: [[stealthexCalls.quote, answer('error-invalid-amount', 400)]],
    min: '0.00033283',
  },
  tooHigh: {
    request: { amount: '9', rateType: 'fixed' },
    routes: [[stealthexCalls.quote, answer('estimate-fixed')]],
    max: '2.5',
  },
  create: {
    request: {
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      payoutAddress: PAYOUT,
      refundAddress: REFUND,
    },
    routes: [[stealthexCalls.create, answer('exchange-created', 201)]],
    expect: {
      providerSwapId: 'sINzzXASW',
      status: 'waiting',
      providerStatus: 'waiting',
      depositAddress: 'bc1qwjudfcur52uy4jv0z0dlnfl8tfe2cyrgtfz8f5',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '1.79467607',
      payoutAddress: PAYOUT,
      payoutExtraId: null,
      refundAddress: REFUND,
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    },
    wire: (api) =>
      expect(stealthexBody(api.requests.find(stealthexCalls.create))).toMatchObject({
        address: PAYOUT,
        refund_address: REFUND,
        amount: 0.1,
        rate: 'floating',
      }),
  },
  invalidAddress: answer('error-invalid-address', 400),
  notFound: answer('error-not-found', 404),
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limited', 429),
  serverError: answer('error-server', 500),
  wronglyShaped: { amount: 'x' },
  swapId: 'sINzzXASW',
  statuses: {
    answer: (status) => ({
      status: 200,
      body: { ...(load('exchange-created') as object), status },
    }),
    table: [
      ['waiting', 'waiting'],
      ['confirming', 'confirming'],
      ['exchanging', 'exchanging'],
      ['sending', 'sending'],
      ['verifying', 'on_hold'],
      ['finished', 'finished'],
      ['failed', 'failed'],
      ['refunded', 'refunded'],
      ['expired', 'expired'],
    ],
    fixtures: [
      ['exchange-created', 'waiting', 'waiting'],
      ['exchange-confirming', 'confirming', 'confirming'],
      ['exchange-verifying', 'verifying', 'on_hold'],
      [
        'exchange-finished',
        'finished',
        'finished',
        {
          depositHash: expect.stringMatching(/^4a5e/) as unknown as string,
          payoutHash: expect.stringMatching(/^0x9fc7/) as unknown as string,
        },
      ],
      ['exchange-refunded', 'refunded', 'refunded'],
      ['exchange-unknown-status', 'under_review', 'waiting'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [ltc, eth, 'fixed', false],
    [ltc, eth, 'floating', true],
    [{ code: 'xyz', ticker: 'XYZ', network: 'bitcoin', decimals: 8 }, eth, 'floating', false],
  ],
};
