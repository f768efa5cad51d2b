import { expect } from 'vitest';
import { openocean } from '@/lib/providers/dex/openocean';
import type { VendorApi } from '@/tests/helpers/vendor-api';
import { testEnv } from '../contract/harness';
import { call, dexFixtures, ETH, query, TAKER, USDC } from '../dex/support';
import type { DexContractSpec } from './spec';

// OpenOcean (Swap API v3) for the shared DEX contract suite: its answers recorded on Ethereum
// (1 ETH → USDC and 2,500 USDC → ETH for the dev wallet), its gas price read first.

const { answer, load } = dexFixtures('openocean');
const EXCHANGE = '0x6352a56caadC4F1E25CD6c75970Fa768A3304e64';

export const openoceanCalls = {
  /** The firm call (with the taker as account): price and calldata. */
  quote: call('GET', /^\/v3\/[^/]+\/swap_quote$/),
  /** The indicative call. */
  price: call('GET', /^\/v3\/[^/]+\/quote$/),
  gasPrice: call('GET', /^\/v3\/[^/]+\/gasPrice$/),
};
const calls = openoceanCalls;

/** What the firm or indicative call sent, as OpenOcean reads it. */
export const openoceanSent = (api: VendorApi) =>
  query(api.requests.find((request) => calls.quote(request) || calls.price(request)));

export const openoceanSpec: DexContractSpec = {
  adapter: openocean,
  basePath: '/v3',
  baseline: [[calls.gasPrice, answer('gas-price')]],
  calls: { quote: calls.quote, price: calls.price },
  firm: {
    request: { from: ETH, to: USDC, amount: '1000000000000000000', slippageBps: 50, taker: TAKER },
    routes: [[calls.quote, answer('swap-quote')]],
    expect: {
      amountIn: '1000000000000000000',
      amountOut: '3412345678',
      minOut: '3395283949',
      spender: null,
      gasUnits: '196840',
      priceImpact: '0.0009',
      tx: {
        to: EXCHANGE,
        data: (load('swap-quote') as { data: { data: string } }).data.data,
        value: '1000000000000000000',
        gas: '196840',
      },
    },
    wire: (api) => {
      const sent = openoceanSent(api);
      // Whole tokens, gwei and percent, as v3 takes them; the taker as account.
      expect(sent).toMatchObject({
        inTokenAddress: ETH.address,
        outTokenAddress: USDC.address,
        amount: '1',
        gasPrice: '1.205865956',
        slippage: '0.5',
        account: TAKER,
      });
      const request = api.requests.find(calls.quote);
      expect(request?.headers.apikey).toBe(testEnv(openoceanSpec).OPENOCEAN_API_KEY);
    },
  },
  token: {
    request: { from: USDC, to: ETH, amount: '2500000000', slippageBps: 50, taker: TAKER },
    routes: [[calls.quote, answer('swap-quote-usdc')]],
    expect: {
      amountIn: '2500000000',
      amountOut: '731921845123456789',
      minOut: '728262235897839505',
      spender: EXCHANGE,
      priceImpact: '0.0002',
      tx: expect.objectContaining({ to: EXCHANGE, value: '0' }),
    },
    wire: (api) => expect(openoceanSent(api)).toMatchObject({ amount: '2500' }),
  },
  indicative: {
    request: {
      from: ETH,
      to: USDC,
      amount: '1000000000000000000',
      slippageBps: 50,
      taker: undefined,
    },
    routes: [[calls.price, answer('quote')]],
    expect: {
      amountOut: '3412345678',
      minOut: '3395283949',
      tx: null,
      spender: null,
      gasUnits: '182311',
      route: [
        { name: 'UniswapV3', share: 0.82 },
        { name: 'CurveV2', share: 0.18 },
      ],
    },
    wire: (api) => {
      expect(api.requests.some(calls.quote)).toBe(false);
      expect(openoceanSent(api).account).toBeUndefined();
    },
  },
  noRoute: {
    routes: [
      [calls.quote, answer('error-no-route')],
      [calls.price, answer('error-no-route')],
    ],
  },
  tooLow: {
    request: { amount: '1000000' },
    routes: [[calls.quote, answer('swap-quote-zero-out')]],
  },
  unauthorized: answer('error-unauthorized', 401),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { code: 200, data: { inAmount: 'lots', outAmount: null } },
};
