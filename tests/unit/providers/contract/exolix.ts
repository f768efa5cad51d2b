import { expect } from 'vitest';
import { exolix } from '@/lib/providers/exchange/exolix';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { btc, eth, sol, usdttrc20, xrp } from './currencies';
import { rest } from './harness';
import type { ExchangeContractSpec } from './spec';

const { answer, load } = vendorFixtures('exolix');
export const exolixQuery = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '/', 'http://x').searchParams);
export const exolixBody = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body || '{}') as Record<string, unknown>;

export const exolixCalls = {
  list: rest('GET', '/currencies'),
  quote: rest('GET', '/rate'),
  create: rest('POST', '/transactions'),
  status: rest('GET', '/transactions/'),
};
const calls = exolixCalls;
const PAYOUT = '0xb794f5ea0ba39494ce839613fffba74279579268';
const REFUND = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

export const exolixSpec: ExchangeContractSpec = {
  adapter: exolix,
  basePath: '',
  baseline: [
    [(r) => calls.list(r) && exolixQuery(r).page === '1', answer('currencies-page-1')],
    [(r) => calls.list(r) && exolixQuery(r).page === '2', answer('currencies-page-2')],
  ],
  calls,
  pair: { from: btc, to: eth },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: [[calls.quote, answer('rate-float')]],
      expect: {
        amountFrom: '0.1',
        amountTo: '1.7893542',
        rate: '17.893542',
        networkFee: null,
        min: '0.00052',
        max: '24.5',
      },
      wire: (api) => {
        const sent = api.requests.find(calls.quote);
        expect(sent?.headers.authorization).toMatch(/^test-exolix-api-key/);
        // Both names of the network parameters: integrations disagree on which /rate reads.
        expect(exolixQuery(sent)).toEqual({
          coinFrom: 'BTC',
          networkFrom: 'BTC',
          coinFromNetwork: 'BTC',
          coinTo: 'ETH',
          networkTo: 'ETH',
          coinToNetwork: 'ETH',
          amount: '0.1',
          rateType: 'float',
        });
      },
    },
    fixed: {
      request: { amount: '0.1', to: usdttrc20 },
      routes: [[calls.quote, answer('rate-fixed')]],
      // Exolix issues no rate id: the quote carries one of ours for the quote store.
      expect: {
        amountTo: '6001.25',
        max: '5',
        rateId: expect.stringMatching(/^local-/) as unknown as string,
      },
      wire: (api) =>
        expect(exolixQuery(api.requests.find(calls.quote))).toMatchObject({
          networkTo: 'TRX',
          coinToNetwork: 'TRX',
          rateType: 'fixed',
        }),
    },
    reverse: {
      request: { amount: '1', rateType: 'fixed' },
      routes: [[calls.quote, answer('rate-reverse')]],
      expect: { amountFrom: '0.05590101' },
      wire: (api) => {
        const query = exolixQuery(api.requests.find(calls.quote));
        expect(query.withdrawalAmount).toBe('1');
        expect(query).not.toHaveProperty('amount');
      },
    },
  },
  range: {
    request: { rateType: 'fixed' },
    routes: [[calls.quote, answer('rate-fixed')]],
    expect: { min: '0.00052', max: '5' },
  },
  tooLow: {
    request: { amount: '0.0001' },
    routes: [[calls.quote, answer('rate-below-minimum', 422)]],
    min: '0.00052',
  },
  tooHigh: {
    request: { amount: '100' },
    routes: [[calls.quote, answer('rate-above-maximum', 422)]],
    max: '24.5',
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
    routes: [[calls.create, answer('transaction-created', 201)]],
    expect: {
      providerSwapId: 'EXb4d1e0f5a2c7',
      status: 'waiting',
      providerStatus: 'wait',
      depositAddress: 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '1.7893542',
      payoutAddress: PAYOUT,
      payoutExtraId: null,
      refundAddress: REFUND,
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    },
    wire: (api) =>
      expect(exolixBody(api.requests.find(calls.create))).toEqual({
        coinFrom: 'BTC',
        networkFrom: 'BTC',
        coinTo: 'ETH',
        networkTo: 'ETH',
        amount: 0.1,
        withdrawalAddress: PAYOUT,
        refundAddress: REFUND,
        rateType: 'float',
      }),
  },
  invalidAddress: answer('error-invalid-address', 400),
  notFound: answer('error-not-found', 404),
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limited', 429),
  serverError: answer('error-server', 503),
  wronglyShaped: { fromAmount: 'lots' },
  swapId: 'EXb4d1e0f5a2c7',
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
      ['success', 'finished'],
      ['overdue', 'expired'],
      ['refund', 'failed'],
      ['refunded', 'refunded'],
    ],
    fixtures: [
      ['transaction-created', 'wait', 'waiting'],
      ['transaction-confirmation', 'confirmation', 'confirming'],
      ['transaction-exchanging', 'exchanging', 'exchanging'],
      [
        'transaction-success',
        'success',
        'finished',
        {
          depositHash: expect.stringMatching(/^f418/) as unknown as string,
          payoutHash: expect.stringMatching(/^0x5c50/) as unknown as string,
        },
      ],
      ['transaction-overdue', 'overdue', 'expired'],
      ['transaction-refund', 'refund', 'failed'],
      ['transaction-refunded', 'refunded', 'refunded'],
      ['transaction-unknown-status', 'aml_review', 'waiting'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [eth, btc, 'floating', true],
    [xrp, btc, 'floating', true],
    [sol, btc, 'floating', false],
  ],
};
