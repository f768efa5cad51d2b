import { expect } from 'vitest';
import { kyberswap } from '@/lib/providers/dex/kyberswap';
import type { VendorApi } from '@/tests/helpers/vendor-api';
import { testEnv } from '../contract/harness';
import { call, dexFixtures, ETH, query, TAKER, USDC } from '../dex/support';
import type { DexContractSpec } from './spec';

// KyberSwap (Aggregator API v1) for the shared DEX contract suite: its answers recorded on
// Ethereum (1 ETH → USDC and 2,500 USDC → ETH for the dev wallet). Every quote asks /routes (the
// baseline answers it), a firm one then builds on route/build, the suite's "quote" call.

const { answer, load } = dexFixtures('kyberswap');
const ROUTER = '0x6131B5fae19EA4f9D964eAc0408E4408b66337b5';

export const kyberswapCalls = {
  /** The firm call: the calldata for the route. */
  quote: call('POST', /^\/[^/]+\/api\/v1\/route\/build$/),
  /** The route, asked by every quote. */
  price: call('GET', /^\/[^/]+\/api\/v1\/routes$/),
};
const calls = kyberswapCalls;

/** The body of the build call, as KyberSwap read it. */
export function kyberswapBuilt(api: VendorApi): Record<string, unknown> {
  return JSON.parse(api.requests.find(calls.quote)?.body ?? '{}') as Record<string, unknown>;
}

const summaryOf = (name: string) =>
  (load(name) as { data: { routeSummary: Record<string, unknown> } }).data.routeSummary;

export const kyberswapSpec: DexContractSpec = {
  adapter: kyberswap,
  basePath: '',
  baseline: [[calls.price, answer('routes')]],
  calls,
  firm: {
    request: { from: ETH, to: USDC, amount: '1000000000000000000', slippageBps: 50, taker: TAKER },
    routes: [[calls.quote, answer('build')]],
    expect: {
      amountIn: '1000000000000000000',
      amountOut: '3412756632',
      minOut: '3395692848',
      spender: null,
      gasUnits: '211337',
      priceImpact: '0.00075074',
      route: [
        { name: 'uniswapv3', share: 0.6 },
        { name: 'uniswapv3 → curve', share: 0.4 },
      ],
      tx: {
        to: ROUTER,
        data: (load('build') as { data: { data: string } }).data.data,
        value: '1000000000000000000',
        gas: '211337',
      },
    },
    wire: (api) => {
      const routes = query(api.requests.find(calls.price));
      expect(routes).toMatchObject({
        tokenIn: ETH.address,
        tokenOut: USDC.address,
        amountIn: '1000000000000000000',
      });
      const built = kyberswapBuilt(api);
      // The route summary goes back exactly as KyberSwap sent it (numbers stay numbers).
      expect(built.routeSummary).toEqual(summaryOf('routes'));
      expect(built).toMatchObject({ sender: TAKER, recipient: TAKER, slippageTolerance: 50 });
      const clientId = testEnv(kyberswapSpec).KYBERSWAP_CLIENT_ID;
      for (const request of api.requests) expect(request.headers['x-client-id']).toBe(clientId);
    },
  },
  token: {
    request: { from: USDC, to: ETH, amount: '2500000000', slippageBps: 50, taker: TAKER },
    routes: [
      [calls.price, answer('routes-usdc')],
      [calls.quote, answer('build-usdc')],
    ],
    expect: {
      amountIn: '2500000000',
      amountOut: '731998401223344556',
      minOut: '728338409217227833',
      spender: ROUTER,
      tx: expect.objectContaining({ to: ROUTER, value: '0' }),
    },
    wire: (api) => expect(query(api.requests.find(calls.price)).amountIn).toBe('2500000000'),
  },
  indicative: {
    request: {
      from: ETH,
      to: USDC,
      amount: '1000000000000000000',
      slippageBps: 50,
      taker: undefined,
    },
    routes: [],
    expect: {
      amountOut: '3412756632',
      minOut: '3395692848',
      gasUnits: '198000',
      spender: null,
      tx: null,
    },
    wire: (api) => expect(api.requests.some(calls.quote)).toBe(false),
  },
  noRoute: { routes: [[calls.price, answer('error-route-not-found', 400)]] },
  tooLow: { request: { amount: '1000' }, routes: [[calls.price, answer('routes-zero-out')]] },
  unauthorized: answer('error-forbidden', 403),
  rateLimited: answer('error-rate-limit', 429),
  serverError: answer('error-internal', 500),
  wronglyShaped: { code: 0, message: 'successfully', data: { routerAddress: 'nowhere' } },
};
