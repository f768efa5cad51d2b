import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import { changelly } from '@/lib/providers/exchange/changelly';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import { btc, eth, PAYOUT, unmapped, usdttrc20, xlm } from './currencies';
import type { Match, Route } from './harness';
import type { ExchangeContractSpec } from './spec';

const { answer, load } = vendorFixtures('changelly');

// A throwaway key pair for this test run; Changelly hands out private keys as hex PKCS#8 DER.
export const CHANGELLY_KEYS = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const PRIVATE_KEY_HEX = CHANGELLY_KEYS.privateKey
  .export({ format: 'der', type: 'pkcs8' })
  .toString('hex');

export const rpc = (request: RecordedRequest) =>
  JSON.parse(request.body || '{}') as { method: string; params: unknown; jsonrpc: string };
const method =
  (...names: string[]): Match =>
  (request) =>
    request.method === 'POST' && names.includes(rpc(request).method);

const calls = {
  list: method('getCurrenciesFull'),
  range: method('getPairsParams'),
  quote: method('getExchangeAmount', 'getFixRateForAmount'),
  create: method('createTransaction', 'createFixTransaction'),
  status: method('getTransactions'),
};
const on = (name: string, fixture: string): Route[] => [[method(name), answer(fixture)]];
const sent = (request: RecordedRequest | undefined) => (request ? rpc(request).params : undefined);

export const changellySpec: ExchangeContractSpec = {
  adapter: changelly,
  basePath: '/v2',
  env: { CHANGELLY_PRIVATE_KEY: PRIVATE_KEY_HEX },
  baseline: [
    [calls.list, answer('currencies')],
    [calls.range, answer('pairs-params')],
  ],
  calls,
  pair: { from: btc, to: eth },
  quotes: {
    floating: {
      request: { amount: '0.1' },
      routes: on('getExchangeAmount', 'exchange-amount'),
      // amountTo is before the network fee (Changelly's use case, step 4): it is deducted.
      expect: {
        amountFrom: '0.1',
        amountTo: '2.8102',
        rate: '28.102',
        networkFee: '0.0021',
        min: '0.0015',
        max: '12.76',
      },
      wire: (api) => {
        const request = api.requests.find(calls.quote);
        expect(request?.url).toBe('/v2/');
        expect(sent(request)).toEqual([{ from: 'btc', to: 'eth', amountFrom: '0.1' }]);
      },
    },
    fixed: {
      request: { amount: '0.1' },
      routes: on('getFixRateForAmount', 'fix-rate'),
      expect: {
        amountTo: '2.7929',
        min: '0.0024',
        max: '4.2',
        rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
        expiresAt: new Date(1795323600 * 1000).toISOString(),
      },
    },
    reverse: {
      request: { amount: '3', rateType: 'fixed' },
      routes: on('getFixRateForAmount', 'fix-rate-reverse'),
      expect: { amountFrom: '0.10741', amountTo: '3' },
      wire: (api) =>
        expect(sent(api.requests.find(calls.quote))).toEqual([
          { from: 'btc', to: 'eth', amountTo: '3' },
        ]),
    },
  },
  range: { request: { rateType: 'fixed' }, routes: [], expect: { min: '0.0024', max: '4.2' } },
  tooLow: {
    request: { amount: '0.0001' },
    routes: on('getExchangeAmount', 'error-amount-min'),
    min: '0.0015',
  },
  tooHigh: {
    request: { amount: '9', rateType: 'fixed' },
    routes: on('getFixRateForAmount', 'error-amount-max'),
    max: '4.2',
  },
  create: {
    request: {
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
      payoutAddress: PAYOUT.eth,
      refundAddress: PAYOUT.btc,
    },
    routes: on('createFixTransaction', 'create-fix-transaction'),
    expect: {
      providerSwapId: 'kx9j3wq2mzv7rt1p',
      status: 'waiting',
      providerStatus: 'new',
      depositAddress: '3Lp8N2q7aY9dKxWm5Rt4uVz1bC6eF0gH2j',
      amountFrom: '0.1',
      amountTo: '2.795',
      expiresAt: '2026-11-22T03:40:00.000Z',
    },
    wire: (api) =>
      expect(sent(api.requests.find(calls.create))).toEqual({
        from: 'btc',
        to: 'eth',
        rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
        address: PAYOUT.eth,
        amountFrom: '0.1',
        refundAddress: PAYOUT.btc,
      }),
  },
  invalidAddress: answer('error-invalid-address'),
  // Changelly answers an unknown id with an empty list.
  notFound: answer('transactions-empty'),
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { jsonrpc: '2.0', result: [{}] },
  swapId: 'kx9j3wq2mzv7rt1p',
  statuses: {
    answer: (status) => {
      const body = load('transactions-waiting') as { result: Record<string, unknown>[] };
      return { status: 200, body: { ...body, result: [{ ...body.result[0], status }] } };
    },
    table: [
      ['new', 'waiting'],
      ['waiting', 'waiting'],
      ['confirming', 'confirming'],
      ['exchanging', 'exchanging'],
      ['sending', 'sending'],
      ['finished', 'finished'],
      ['failed', 'failed'],
      ['refunded', 'refunded'],
      ['hold', 'on_hold'],
      ['overdue', 'expired'],
      ['expired', 'expired'],
    ],
    // amountExpectedTo is before the network fee: 2.7971 - 0.0021.
    fixtures: [
      ['transactions-waiting', 'waiting', 'waiting', { amountFrom: '0.1', amountTo: '2.795' }],
      ['transactions-confirming', 'confirming', 'confirming', { amountTo: '2.795' }],
      ['transactions-finished', 'finished', 'finished', { amountTo: '2.795' }],
      ['transactions-hold', 'hold', 'on_hold'],
      ['transactions-overdue', 'overdue', 'expired'],
    ],
  },
  listed: [
    [btc, usdttrc20, 'fixed', true],
    [xlm, btc, 'floating', true],
    [btc, xlm, 'floating', false],
    [xlm, btc, 'fixed', false],
    [btc, unmapped, 'floating', false],
  ],
};
