import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { DexProvider, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { kyberswap } from '@/lib/providers/dex/kyberswap';
import { itFailsLikeEveryVendor, useVendorApi } from '../contract/harness';
import {
  kyberswapBuilt,
  kyberswapCalls as calls,
  kyberswapSpec as spec,
} from '../dex-contract/kyberswap';
import type { DexQuoteCase } from '../dex-contract/spec';
import { dexFixtures, ETH, query, TAKER, USDC } from './support';

// The KyberSwap adapter on the local vendor server, case by case until the shared DEX suite
// takes its spec (../dex-contract/kyberswap.ts): a firm quote (routes, then build with the
// summary verbatim), the ERC-20 sale's router as spender, an indicative quote from /routes only,
// KyberSwap's error codes, transport failures, and what went over the wire.

const { answer, load } = dexFixtures('kyberswap');
const BASE: DexQuoteRequest = {
  chainId: 1,
  from: ETH,
  to: USDC,
  amount: '1000000000000000000',
  slippageBps: 50,
  taker: TAKER,
};

describe('KyberSwap adapter', () => {
  const vendor = useVendorApi<DexProvider>(spec);
  const quote = (over: Partial<DexQuoteRequest> = {}) =>
    vendor.provider().quote({ ...BASE, ...over });
  const run = async (c: DexQuoteCase) => {
    vendor.routes(c.routes);
    const result = await quote(c.request);
    expect(result).toMatchObject({ provider: 'kyberswap', chainId: 1, execution: 'wallet' });
    expect(result).toMatchObject(c.expect);
    c.wire?.(vendor.api());
    return result;
  };

  it('builds a firm quote from the route: output, minimum, gas, route and calldata', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await run(spec.firm);
    // The deadline written into the calldata is when the quote expires.
    const deadline = kyberswapBuilt(vendor.api()).deadline as number;
    expect(deadline).toBeGreaterThanOrEqual(before + 300);
    expect(result.expiresAt).toBe(new Date(deadline * 1000).toISOString());
  });

  it('names the documented router as spender when an ERC-20 is sold', async () => {
    const result = await run(spec.token);
    expect(kyberswap.info.spenders['1']).toContain(result.spender);
    // A favourable USD difference is a negative impact, not a crash.
    expect(result.priceImpact).toBe('-0.0000204');
  });

  it('answers an indicative quote from /routes alone (tx null)', async () => {
    await run(spec.indicative);
    expect(vendor.calls(calls.price)).toHaveLength(1);
  });

  it('names the router of the route as spender on an indicative ERC-20 quote', async () => {
    vendor.routes([[calls.price, answer('routes-usdc')]]);
    const result = await quote({ from: USDC, to: ETH, amount: '2500000000', taker: undefined });
    expect(result).toMatchObject({ spender: kyberswap.info.spenders['1']![0], tx: null });
    expect(result.route).toEqual([{ name: 'uniswapv3', share: 1 }]);
  });

  it('says no_route for code 4008, before any build', async () => {
    vendor.routes(spec.noRoute.routes);
    expect((await vendor.failure(quote())).kind).toBe('no_route');
    expect(vendor.calls(calls.quote)).toHaveLength(0);
  });

  it('says amount_too_low when the route brings nothing out', async () => {
    vendor.routes(spec.tooLow!.routes);
    expect((await vendor.failure(quote(spec.tooLow!.request))).kind).toBe('amount_too_low');
  });

  it("reads KyberSwap's codes: token not found, amount above the maximum, bad request", async () => {
    vendor.routes([[calls.price, answer('error-token-not-found', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
    vendor.routes([[calls.price, answer('error-amount-too-high', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('amount_too_high');
    vendor.routes([[calls.price, answer('error-bad-request', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('rejected');
  });

  it('reads a failure KyberSwap sends inside a 200 answer by its code', async () => {
    vendor.routes([[calls.price, answer('error-route-not-found', 200)]]);
    expect((await vendor.failure(quote())).kind).toBe('no_route');
  });

  it('asks each chain under its own slug and spells the native coin as we do', async () => {
    vendor.routes([[calls.quote, answer('build')]]);
    const bnb = { chainId: 56, native: true, decimals: 18, address: NATIVE_TOKEN_ADDRESS };
    await quote({ chainId: 56, from: bnb, to: { ...USDC, chainId: 56 } });
    const sent = vendor.calls(calls.price)[0];
    expect(sent?.url.split('?')[0]).toBe('/bsc/api/v1/routes');
    expect(query(sent).tokenIn).toBe(NATIVE_TOKEN_ADDRESS);
    expect(vendor.calls(calls.quote)[0]?.url).toBe('/bsc/api/v1/route/build');
  });

  it('refuses a slippage above what KyberSwap takes without calling it', async () => {
    expect((await vendor.failure(quote({ slippageBps: 2500 }))).kind).toBe('rejected');
    expect(vendor.api().requests).toHaveLength(0);
  });

  it('keeps the client id out of an error that echoes it', async () => {
    const id = vendor.env.KYBERSWAP_CLIENT_ID!;
    vendor.routes([[calls.price, { status: 400, body: { code: 4000, message: `bad ${id}` } }]]);
    const error = await vendor.failure(quote());
    expect(error.message).toContain('[redacted]');
  });

  it('says bad_response when the route summary is not the documented shape', async () => {
    const routes = load('routes') as { data: { routeSummary: object } };
    const broken = { ...routes, data: { ...routes.data, routeSummary: { amountOut: 'x' } } };
    vendor.routes([[calls.price, { status: 200, body: broken }]]);
    expect((await vendor.failure(quote())).kind).toBe('bad_response');
  });

  itFailsLikeEveryVendor(vendor, spec, async (reply) => {
    vendor.routes([[calls.quote, reply]]);
    return vendor.failure(quote());
  });
});
