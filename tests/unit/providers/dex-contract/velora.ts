import { expect } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { velora } from '@/lib/providers/dex/velora';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { rest, testEnv } from '../contract/harness';
import { DAI, TAKER, USDC } from './dex-contract';
import type { DexContractSpec } from './spec';

const { answer, load } = vendorFixtures('velora', 'dex');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const AUGUSTUS = '0x6a000f20005980200259b80c5102003040001068';

// The first call of every quote, firm or indicative: the route.
const prices = rest('GET', '/prices');
const calls = {
  quote: prices,
  price: prices,
  transaction: rest('POST', '/transactions/1'),
};

export const veloraSpec: DexContractSpec = {
  adapter: velora,
  basePath: '',
  baseline: [
    [calls.quote, answer('prices-native')],
    [calls.transaction, answer('transaction-native')],
  ],
  calls,
  firm: {
    request: {},
    routes: [],
    expect: {
      amountIn: '1000000000000000000',
      amountOut: '3411800000',
      minOut: '3394741000',
      spender: null,
      // ignoreChecks leaves the transaction without gas: the route's gasCost.
      gasUnits: '168000',
      priceImpact: null,
      tx: {
        to: AUGUSTUS,
        data: expect.stringMatching(/^0xe3ead59e/) as unknown as string,
        value: '1000000000000000000',
        gas: undefined,
      },
      route: [
        { name: 'UniswapV3', share: 0.6 },
        { name: 'CurveV2', share: 0.4 },
      ],
    },
    wire: (api) => {
      const partner = testEnv(veloraSpec).VELORA_PARTNER;
      expect(params(api.requests.find(calls.quote)?.url)).toEqual({
        srcToken: NATIVE_TOKEN_ADDRESS,
        srcDecimals: '18',
        destToken: USDC.address,
        destDecimals: '6',
        amount: '1000000000000000000',
        network: '1',
        userAddress: TAKER,
        side: 'SELL',
        version: '6.2',
        partner,
      });
      const built = api.requests.find(calls.transaction);
      expect(params(built?.url)).toEqual({ ignoreChecks: 'true' });
      expect(JSON.parse(built?.body ?? '{}')).toEqual({
        srcToken: NATIVE_TOKEN_ADDRESS,
        srcDecimals: 18,
        destToken: USDC.address,
        destDecimals: 6,
        srcAmount: '1000000000000000000',
        slippage: 50,
        // The route goes back as /prices answered it.
        priceRoute: (load('prices-native') as { priceRoute: unknown }).priceRoute,
        userAddress: TAKER,
        partner,
      });
    },
  },
  token: {
    request: { from: USDC, to: DAI, amount: '1000000000' },
    routes: [
      [calls.quote, answer('prices-token')],
      [calls.transaction, answer('transaction-token')],
    ],
    expect: {
      amountIn: '1000000000',
      amountOut: '999950000000000000000',
      minOut: '994950250000000000000',
      spender: AUGUSTUS,
      gasUnits: '215000',
      route: [
        { name: 'MakerPsm', share: 0.8 },
        { name: 'CurveV1', share: 0.2 },
        { name: 'UniswapV3', share: 0.2 },
      ],
    },
  },
  indicative: {
    request: {},
    routes: [],
    expect: { amountOut: '3411800000', minOut: '3394741000', spender: null, gasUnits: '168000' },
    wire: (api) => {
      expect(params(api.requests.find(calls.price)?.url)).not.toHaveProperty('userAddress');
      expect(api.requests.filter(calls.transaction)).toEqual([]);
    },
  },
  noRoute: { routes: [[calls.quote, answer('error-no-route', 400)]] },
  unauthorized: answer('error-forbidden', 403),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { priceRoute: { destAmount: 12 } },
};
