import { expect } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { oneinch } from '@/lib/providers/dex/oneinch';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { rest, testEnv } from '../contract/harness';
import { DAI, TAKER, USDC } from './dex-contract';
import type { DexContractSpec } from './spec';

const { answer } = vendorFixtures('oneinch', 'dex');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const ROUTER = '0x111111125421ca6dc452d289314280a0f8842a65';

const calls = {
  quote: rest('GET', '/swap/v6.0/1/swap'),
  price: rest('GET', '/swap/v6.0/1/quote'),
  spender: rest('GET', '/swap/v6.0/1/approve/spender'),
};

export const oneinchSpec: DexContractSpec = {
  adapter: oneinch,
  basePath: '/swap/v6.0',
  baseline: [[calls.spender, answer('approve-spender')]],
  calls,
  firm: {
    request: {},
    routes: [[calls.quote, answer('swap-native')]],
    expect: {
      amountIn: '1000000000000000000',
      amountOut: '3411223344',
      // dstAmount less 0.5 %, rounded down: the router's minReturn.
      minOut: '3394167227',
      spender: null,
      gasUnits: '181562',
      priceImpact: null,
      tx: {
        to: ROUTER,
        data: expect.stringMatching(/^0x07ed2379/) as unknown as string,
        value: '1000000000000000000',
        gas: '181562',
      },
      route: [
        { name: 'UNISWAP V3', share: 0.7 },
        { name: 'CURVE V2 TRICRYPTO NG', share: 0.3 },
      ],
    },
    wire: (api) => {
      const sent = api.requests.find(calls.quote);
      expect(sent?.headers.authorization).toBe(`Bearer ${testEnv(oneinchSpec).ONEINCH_API_KEY}`);
      expect(params(sent?.url)).toEqual({
        src: NATIVE_TOKEN_ADDRESS,
        dst: USDC.address,
        amount: '1000000000000000000',
        from: TAKER,
        origin: TAKER,
        slippage: '0.5',
        includeGas: 'true',
        includeProtocols: 'true',
        disableEstimate: 'true',
      });
    },
  },
  token: {
    request: { from: USDC, to: DAI, amount: '1000000000' },
    routes: [[calls.quote, answer('swap-token')]],
    expect: {
      amountIn: '1000000000',
      amountOut: '999634218876543210987',
      minOut: '994636047782160494932',
      spender: ROUTER,
      // disableEstimate: the answer's gas is 0, which names none.
      gasUnits: null,
      route: [
        { name: 'CURVE', share: 1 },
        { name: 'UNISWAP V3', share: 0.6 },
        { name: 'SUSHI', share: 0.4 },
      ],
    },
  },
  indicative: {
    request: {},
    routes: [[calls.price, answer('quote-native')]],
    expect: { amountOut: '3409876543', minOut: '3392827160', spender: null, gasUnits: '176420' },
    wire: (api) => {
      expect(params(api.requests.find(calls.price)?.url)).toEqual({
        src: NATIVE_TOKEN_ADDRESS,
        dst: USDC.address,
        amount: '1000000000000000000',
        includeGas: 'true',
        includeProtocols: 'true',
      });
      // A native sell needs no approval: the spender is not asked.
      expect(api.requests.filter(calls.spender)).toEqual([]);
    },
  },
  noRoute: { routes: [[calls.quote, answer('error-insufficient-liquidity', 400)]] },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { dstAmount: '1', tx: { to: 'router' } },
};
