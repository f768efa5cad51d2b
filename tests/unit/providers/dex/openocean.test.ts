import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { DexProvider, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { openocean } from '@/lib/providers/dex/openocean';
import type { VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, useVendorApi } from '../contract/harness';
import {
  openoceanCalls as calls,
  openoceanSent,
  openoceanSpec as spec,
} from '../dex-contract/openocean';
import type { DexQuoteCase } from '../dex-contract/spec';
import { dexFixtures, ETH, query, TAKER, USDC } from './support';

// The OpenOcean adapter on the local vendor server, case by case until the shared DEX suite
// takes its spec (../dex-contract/openocean.ts): firm and indicative quotes, the ERC-20 sale's
// documented spender, no route, too little, transport failures, and what went over the wire
// (amounts in whole tokens, gas price in gwei, slippage in percent, the key in `apikey`).

const { answer, load } = dexFixtures('openocean');
const BASE: DexQuoteRequest = {
  chainId: 1,
  from: ETH,
  to: USDC,
  amount: '1000000000000000000',
  slippageBps: 50,
  taker: TAKER,
};

describe('OpenOcean adapter', () => {
  const vendor = useVendorApi<DexProvider>(spec);
  const quote = (over: Partial<DexQuoteRequest> = {}) =>
    vendor.provider().quote({ ...BASE, ...over });
  const run = async (c: DexQuoteCase) => {
    vendor.routes(c.routes);
    const result = await quote(c.request);
    expect(result).toMatchObject({ provider: 'openocean', chainId: 1, execution: 'wallet' });
    expect(result).toMatchObject(c.expect);
    c.wire?.(vendor.api());
    return result;
  };

  it('reads a firm quote: output, minimum, gas, price impact and the calldata', async () => {
    const result = await run(spec.firm);
    expect(new Date(result.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('names the documented exchange contract as spender when an ERC-20 is sold', async () => {
    const result = await run(spec.token);
    expect(openocean.info.spenders['1']).toContain(result.spender);
  });

  it('asks the price endpoint without a taker and answers an indicative quote (tx null)', async () => {
    await run(spec.indicative);
  });

  it('names the documented spender on an indicative ERC-20 quote too', async () => {
    vendor.routes([[calls.price, answer('quote')]]);
    const result = await quote({ from: USDC, to: ETH, amount: '2500000000', taker: undefined });
    expect(result.spender).toBe('0x6352a56caadC4F1E25CD6c75970Fa768A3304e64');
  });

  it('says no_route when OpenOcean answers no data', async () => {
    vendor.routes(spec.noRoute.routes);
    expect((await vendor.failure(quote())).kind).toBe('no_route');
    expect((await vendor.failure(quote({ taker: undefined }))).kind).toBe('no_route');
  });

  it('says amount_too_low when OpenOcean quotes nothing out', async () => {
    vendor.routes(spec.tooLow!.routes);
    expect((await vendor.failure(quote(spec.tooLow!.request))).kind).toBe('amount_too_low');
  });

  it('reads failures OpenOcean sends inside a 200 answer by their code', async () => {
    const inBody = (name: string): VendorAnswer => ({ status: 200, body: load(name) });
    vendor.routes([[calls.quote, inBody('error-unauthorized')]]);
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
    vendor.routes([[calls.quote, inBody('error-rate-limit')]]);
    expect((await vendor.failure(quote())).kind).toBe('rate_limited');
    vendor.routes([[calls.quote, inBody('error-bad-token')]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('says pair_unavailable when OpenOcean refuses a token with a 400', async () => {
    vendor.routes([[calls.quote, answer('error-bad-token', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('refuses calldata without slippage protection', async () => {
    const swap = load('swap-quote') as { data: Record<string, unknown> };
    vendor.routes([
      [calls.quote, { status: 200, body: { ...swap, data: { ...swap.data, minOutAmount: '0' } } }],
    ]);
    expect((await vendor.failure(quote())).kind).toBe('bad_response');
  });

  it('shows no price impact rather than failing when OpenOcean gives one it cannot read', async () => {
    const price = load('quote') as { data: Record<string, unknown> };
    const body = { ...price, data: { ...price.data, price_impact: 'n/a' } };
    vendor.routes([[calls.price, { status: 200, body }]]);
    expect((await quote({ taker: undefined })).priceImpact).toBeNull();
  });

  it('reads the gas price once per chain for many quotes, in gwei', async () => {
    vendor.routes([[calls.quote, answer('swap-quote')]]);
    await quote();
    await quote();
    expect(vendor.calls(calls.gasPrice)).toHaveLength(1);
    expect(vendor.calls(calls.gasPrice)[0]?.url).toBe('/v3/eth/gasPrice');
  });

  it('turns a chain whose gas price is in wei only into gwei (BNB Chain, 1 gwei)', async () => {
    vendor.routes([
      [calls.gasPrice, answer('gas-price-flat')],
      [calls.quote, answer('swap-quote')],
    ]);
    const bsc = { chainId: 56, native: true, decimals: 18, address: NATIVE_TOKEN_ADDRESS };
    await quote({ chainId: 56, from: bsc, to: { ...USDC, chainId: 56, decimals: 18 } });
    const sent = vendor.calls(calls.quote)[0];
    expect(sent?.url.split('?')[0]).toBe('/v3/bsc/swap_quote');
    expect(query(sent).gasPrice).toBe('1');
  });

  it("spells Polygon's own coin as OpenOcean's docs do", async () => {
    vendor.routes([[calls.quote, answer('swap-quote')]]);
    const pol = { chainId: 137, native: true, decimals: 18, address: NATIVE_TOKEN_ADDRESS };
    await quote({ chainId: 137, from: pol, to: { ...USDC, chainId: 137 } });
    expect(openoceanSent(vendor.api()).inTokenAddress).toBe(
      '0x0000000000000000000000000000000000001010',
    );
  });

  it('sends a fractional amount in whole tokens, exactly', async () => {
    vendor.routes([[calls.quote, answer('swap-quote')]]);
    await quote({ amount: '1234567890123456789', slippageBps: 125 });
    expect(openoceanSent(vendor.api())).toMatchObject({
      amount: '1.234567890123456789',
      slippage: '1.25',
    });
  });

  it('refuses a slippage outside what OpenOcean takes without calling it', async () => {
    expect((await vendor.failure(quote({ slippageBps: 4 }))).kind).toBe('rejected');
    expect(vendor.calls(calls.quote)).toHaveLength(0);
  });

  it('says pair_unavailable for a chain it does not serve', async () => {
    expect((await vendor.failure(quote({ chainId: 8453 }))).kind).toBe('pair_unavailable');
  });

  itFailsLikeEveryVendor(vendor, spec, async (reply) => {
    vendor.routes([[calls.quote, reply]]);
    return vendor.failure(quote());
  });
});
