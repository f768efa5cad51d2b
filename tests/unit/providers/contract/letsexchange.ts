import { expect } from 'vitest';
import { letsexchange } from '@/lib/providers/exchange/letsexchange';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { btc, eth, usdtbsc, usdttrc20, xlm } from './currencies';
import { rest, type Match } from './harness';
import type { ExchangeContractSpec } from './spec';

// LetsExchange's fixtures copy the examples of its own API documentation.

const { answer, load } = vendorFixtures('letsexchange');
export const letsexchangeBody = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body || '{}') as Record<string, unknown>;
const either =
  (...matches: Match[]): Match =>
  (request) =>
    matches.some((match) => match(request));

export const letsexchangeCalls = {
  list: rest('GET', '/v2/coins'),
  info: rest('POST', '/v1/info'),
  infoRevert: rest('POST', '/v1/info-revert'),
  quote: either(rest('POST', '/v1/info'), rest('POST', '/v1/info-revert')),
  create: either(rest('POST', '/v1/transaction'), rest('POST', '/v1/transaction-revert')),
  status: rest('GET', '/v1/transaction/'),
};
const calls = letsexchangeCalls;
const AFFILIATE = 'test-letsexchange-affiliate-id-5f0c2a9e81b4';
export const LETSEXCHANGE_PAYOUT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const REFUND = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

export const letsexchangeSpec: ExchangeContractSpec = {
  adapter: letsexchange,
  basePath: '',
  baseline: [[calls.list, answer('coins')]],
  calls,
  pair: { from: btc, to: usdttrc20 },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: [[calls.info, answer('info-floating')]],
      expect: {
        amountFrom: '0.1',
        amountTo: '6004.36459183',
        rate: '60043.6459183',
        networkFee: '5.90634362',
        min: '0.002',
        max: '1500',
      },
      wire: (api) => {
        const sent = api.requests.find(calls.info);
        expect(sent?.headers.authorization).toMatch(/^Bearer test-letsexchange-api-key/);
        // The documented affiliate_id goes with every rate call when it is configured.
        expect(letsexchangeBody(sent)).toEqual({
          from: 'BTC',
          to: 'USDT',
          network_from: 'BTC',
          network_to: 'TRC20',
          amount: 0.1,
          float: true,
          affiliate_id: AFFILIATE,
        });
      },
    },
    fixed: {
      request: { amount: '0.1' },
      routes: [[calls.info, answer('info-fixed')]],
      expect: {
        amountTo: '5990.12',
        max: '25',
        rateId: '646006ec-c1c7-482e-acb6-682e7674fd7e',
        expiresAt: '2026-11-22T15:20:00.000Z',
      },
      wire: (api) => expect(letsexchangeBody(api.requests.find(calls.info)).float).toBe(false),
    },
    reverse: {
      request: { amount: '1000', rateType: 'fixed' },
      routes: [[calls.infoRevert, answer('info-revert-fixed')]],
      expect: { amountFrom: '0.01669418' },
      wire: (api) =>
        expect(letsexchangeBody(api.requests.find(calls.infoRevert))).toMatchObject({
          amount: 1000,
        }),
    },
  },
  range: {
    request: { rateType: 'fixed' },
    routes: [[calls.info, answer('info-fixed')]],
    expect: { min: '0.002', max: '25' },
  },
  tooLow: {
    request: { amount: '0.0001' },
    routes: [[calls.info, answer('info-below-minimum')]],
    min: '0.002',
  },
  tooHigh: {
    request: { amount: '2000' },
    routes: [[calls.info, answer('info-floating')]],
    max: '1500',
  },
  create: {
    request: {
      from: btc,
      to: usdttrc20,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      payoutAddress: LETSEXCHANGE_PAYOUT,
      refundAddress: REFUND,
      clientIp: '203.0.113.9',
    },
    routes: [[calls.create, answer('transaction-created')]],
    expect: {
      providerSwapId: '599cd4bb4d4a5',
      status: 'waiting',
      providerStatus: 'wait',
      depositAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '6004.36459183',
      payoutAddress: LETSEXCHANGE_PAYOUT,
      payoutExtraId: null,
      refundAddress: REFUND,
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    },
    wire: (api) =>
      expect(letsexchangeBody(api.requests.find(calls.create))).toEqual({
        float: true,
        coin_from: 'BTC',
        coin_to: 'USDT',
        network_from: 'BTC',
        network_to: 'TRC20',
        deposit_amount: 0.1,
        withdrawal: LETSEXCHANGE_PAYOUT,
        withdrawal_extra_id: '',
        return: REFUND,
        partner_user_ip: '203.0.113.9',
        affiliate_id: AFFILIATE,
      }),
  },
  invalidAddress: answer('error-invalid-address', 422),
  notFound: answer('error-not-found', 404),
  unauthorized: answer('error-unauthorized', 403),
  rateLimited: answer('error-rate-limited', 429),
  serverError: answer('error-server', 502),
  wronglyShaped: { min_amount: 'lots' },
  swapId: '599cd4bb4d4a5',
  statuses: {
    answer: (status) => ({
      status: 200,
      body: { ...(load('transaction-created') as object), status },
    }),
    table: [
      ['wait', 'waiting'],
      ['confirmation', 'confirming'],
      ['confirmed', 'exchanging'],
      ['exchanging', 'exchanging'],
      ['sending', 'sending'],
      ['sending_confirmation', 'sending'],
      ['success', 'finished'],
      ['SUCCESS', 'finished'],
      ['overdue', 'expired'],
      ['error', 'failed'],
      ['refund', 'refunded'],
      ['refunded', 'refunded'],
      ['aml_check_failed', 'on_hold'],
      ['hold', 'on_hold'],
    ],
    fixtures: [
      ['transaction-created', 'wait', 'waiting'],
      ['transaction-confirmation', 'confirmation', 'confirming'],
      ['transaction-sending-confirmation', 'sending_confirmation', 'sending'],
      [
        'transaction-success',
        'success',
        'finished',
        {
          amountFrom: '0.0998',
          amountTo: '5992.35',
          depositHash: expect.stringMatching(/^d04c/) as unknown as string,
          payoutHash: expect.stringMatching(/^7c1f/) as unknown as string,
        },
      ],
      ['transaction-aml-check-failed', 'aml_check_failed', 'on_hold'],
      ['transaction-refund', 'refund', 'refunded'],
      ['transaction-overdue', 'overdue', 'expired'],
      ['transaction-unknown-status', 'partially_paid', 'waiting'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [eth, btc, 'floating', true],
    [btc, usdtbsc, 'floating', false],
    [xlm, btc, 'floating', false],
  ],
};
