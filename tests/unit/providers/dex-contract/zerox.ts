import { expect } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { zerox } from '@/lib/providers/dex/zerox';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { rest, testEnv } from '../contract/harness';
import { DAI, TAKER, USDC } from './dex-contract';
import type { DexContractSpec } from './spec';

const { answer } = vendorFixtures('zerox', 'dex');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);
const ALLOWANCE_HOLDER = '0x0000000000001ff3684f28c67538d4d072c22734';

const calls = {
  quote: rest('GET', '/swap/allowance-holder/quote'),
  price: rest('GET', '/swap/allowance-holder/price'),
};

export const zeroxSpec: DexContractSpec = {
  adapter: zerox,
  basePath: '',
  baseline: [],
  calls,
  firm: {
    request: {},
    routes: [[calls.quote, answer('quote-native')]],
    expect: {
      amountIn: '1000000000000000000',
      amountOut: '3412567891',
      minOut: '3395505051',
      spender: null,
      gasUnits: '187432',
      priceImpact: null,
      tx: {
        to: ALLOWANCE_HOLDER,
        data: expect.stringMatching(/^0x2213bc0b/) as unknown as string,
        value: '1000000000000000000',
        gas: '187432',
      },
      route: [
        { name: 'Uniswap V3', share: 0.75 },
        { name: 'Curve', share: 0.25 },
      ],
    },
    wire: (api) => {
      const sent = api.requests.find(calls.quote);
      expect(sent?.headers['0x-api-key']).toBe(testEnv(zeroxSpec).ZEROX_API_KEY);
      expect(sent?.headers['0x-version']).toBe('v2');
      expect(params(sent?.url)).toEqual({
        chainId: '1',
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: USDC.address,
        sellAmount: '1000000000000000000',
        slippageBps: '50',
        taker: TAKER,
      });
    },
  },
  token: {
    request: { from: USDC, to: DAI, amount: '1000000000' },
    routes: [[calls.quote, answer('quote-token')]],
    expect: {
      amountIn: '1000000000',
      amountOut: '999812345678901234567',
      minOut: '994813283950506728394',
      spender: ALLOWANCE_HOLDER,
      gasUnits: '142118',
      route: [{ name: 'Maker PSM', share: 1 }],
    },
    wire: (api) => {
      expect(params(api.requests.find(calls.quote)?.url)).toMatchObject({
        sellToken: USDC.address,
        buyToken: DAI.address,
        sellAmount: '1000000000',
      });
    },
  },
  indicative: {
    request: {},
    routes: [[calls.price, answer('price-native')]],
    expect: { amountOut: '3412567891', minOut: '3395505051', spender: null, gasUnits: '183210' },
    wire: (api) => {
      const sent = params(api.requests.find(calls.price)?.url);
      expect(sent).not.toHaveProperty('taker');
      expect(sent).toMatchObject({ chainId: '1', slippageBps: '50' });
    },
  },
  noRoute: { routes: [[calls.quote, answer('no-liquidity')]] },
  // Documented in the API reference's error list (SELL_AMOUNT_TOO_SMALL, data.minSellAmount).
  tooLow: {
    request: { amount: '1000' },
    routes: [[calls.quote, answer('error-sell-amount-too-small', 400)]],
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { liquidityAvailable: true, buyAmount: 'lots', zid: '0x1' },
};
