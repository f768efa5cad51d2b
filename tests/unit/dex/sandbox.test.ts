import { Big } from 'big.js';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { rankQuotes } from '@/lib/dex/ranking';
import type { DexQuoteRequest } from '@/lib/providers/dex/contract';
import { ProviderError } from '@/lib/providers/kit/errors';
import { createSandboxDexes, type SandboxDexWorld } from '@/lib/providers/dex/sandbox';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';

// The simulated aggregators: deterministic quotes at the reference prices less each one's spread
// and impact, the refusals real ones answer, and with a sandbox router calldata that swaps
// exactly what was quoted; without one, quotes that can be compared but not sent.

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ROUTER = '0x5a9d000000000000000000000000000000005a9d';
const TAKER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const PRICES: Record<string, Big> = {
  [NATIVE.toLowerCase()]: new Big(3000),
  [USDC.toLowerCase()]: new Big(1),
};

function world(router: string | null = null): SandboxDexWorld {
  return {
    chains: [1, 10],
    usdPrice: async (token) => PRICES[token.address.toLowerCase()],
    router: () => router,
  };
}

const eth = { chainId: 1, address: NATIVE, decimals: 18, native: true };
const usdc = { chainId: 1, address: USDC, decimals: 6, native: false };

function request(overrides: Partial<DexQuoteRequest> = {}): DexQuoteRequest {
  return {
    chainId: 1,
    from: eth,
    to: usdc,
    amount: (10n ** 18n).toString(),
    slippageBps: 50,
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the sandbox aggregators', () => {
  it('are three, each labelled simulated', () => {
    const dexes = createSandboxDexes(world());
    expect(dexes.map((d) => d.info.id)).toEqual([
      'sandbox-delta',
      'sandbox-estuary',
      'sandbox-lagoon',
    ]);
    for (const { info } of dexes) {
      expect(info).toMatchObject({ sandbox: true, website: '', chains: [1, 10] });
      expect(info.name).toMatch(/^Sandbox /);
    }
  });

  it('quote 1 ETH at $3000 into USDC less the spread and the impact of the size', async () => {
    const [delta] = createSandboxDexes(world());
    const asked = new Date();
    const quote = await delta!.quote(request());
    // 3000 × (1 − 10 bps) × (1 − 3000 / (3000 + 20,000,000)), in 6 decimals, rounded down.
    const expected = new Big(3000)
      .times(0.999)
      .times(new Big(1).minus(new Big(3000).div(20_003_000)))
      .times(1e6)
      .round(0, Big.roundDown)
      .toString();
    expect(quote).toMatchObject({
      provider: 'sandbox-delta',
      chainId: 1,
      execution: 'wallet',
      amountIn: request().amount,
      amountOut: expected,
      gasUnits: '360000',
      spender: null,
      tx: null,
    });
    expect(quote.minOut).toBe(((BigInt(expected) * 9950n) / 10000n).toString());
    expect(quote.priceImpact).toBe(new Big(3000).div(20_003_000).round(6).toString());
    // Expires after it was asked (order, not a time bound).
    expect(Date.parse(quote.expiresAt)).toBeGreaterThan(asked.getTime());
    // The same request at the same prices: the same answer.
    expect((await delta!.quote(request())).amountOut).toBe(expected);
  });

  it('differ in spread, gas and route, so the best before gas loses after gas on an expensive chain', async () => {
    const dexes = createSandboxDexes(world());
    const quotes = await Promise.all(
      dexes.map(async (d) => ({
        aggregator: { id: d.info.id, name: d.info.name, sandbox: true, website: '' },
        quote: await d.quote(request()),
      })),
    );
    const byOut = [...quotes].sort((a, b) =>
      Number(BigInt(b.quote.amountOut) - BigInt(a.quote.amountOut)),
    );
    expect(byOut[0]!.aggregator.id).toBe('sandbox-delta');
    expect(new Set(quotes.map((q) => q.quote.gasUnits)).size).toBe(3);
    expect(new Set(quotes.map((q) => JSON.stringify(q.quote.route))).size).toBe(3);
    const rank = (gwei: bigint) =>
      rankQuotes({
        quotes,
        gasPriceWei: gwei * 10n ** 9n,
        nativeUsd: new Big(3000),
        from: { decimals: 18, native: true, usd: new Big(3000) },
        to: { decimals: 6, native: false, usd: new Big(1) },
      }).map((q) => q.aggregator.id);
    expect(rank(30n)[0]).toBe('sandbox-estuary');
    expect(rank(0n)[0]).toBe('sandbox-delta');
  });

  it('refuses amounts outside its bounds, naming the bound in base units of the input', async () => {
    const [, , lagoon] = createSandboxDexes(world());
    // $10 minimum at $3000: 1/300 ETH, rounded up.
    const low = await refusal(lagoon!.quote(request({ amount: '1000000000000000' })));
    expect(low.kind).toBe('amount_too_low');
    expect(low.details.min).toBe(
      new Big(10).div(3000).times(1e18).round(0, Big.roundUp).toString(),
    );
    const high = await refusal(lagoon!.quote(request({ amount: (100n * 10n ** 18n).toString() })));
    expect(high.kind).toBe('amount_too_high');
    expect(high.details.max).toBe(
      new Big(250_000).div(3000).times(1e18).round(0, Big.roundUp).toString(),
    );
  });

  it('writes large outputs and bounds as plain integers, never in exponent form', async () => {
    const [delta] = createSandboxDexes(world());
    const dai = { chainId: 1, address: USDC, decimals: 18, native: false };
    const quote = await delta!.quote(request({ to: dai, amount: (500n * 10n ** 18n).toString() }));
    expect(quote.amountOut).toMatch(/^\d{25}$/);
    const high = await refusal(delta!.quote(request({ amount: (10n ** 25n).toString() })));
    expect(high.details.max).toMatch(/^\d+$/);
    expect(high.details.min).toMatch(/^\d+$/);
  });

  it('refuses a token without a reference price, the same token twice and a chain it does not serve', async () => {
    const [delta] = createSandboxDexes(world());
    const unknown = {
      chainId: 1,
      address: '0x1111111111111111111111111111111111111111',
      decimals: 18,
      native: false,
    };
    expect((await refusal(delta!.quote(request({ to: unknown })))).kind).toBe('pair_unavailable');
    expect((await refusal(delta!.quote(request({ to: eth })))).kind).toBe('pair_unavailable');
    expect((await refusal(delta!.quote(request({ chainId: 56 })))).kind).toBe('pair_unavailable');
  });

  it('without a router: firm requests get no transaction and no spender is documented', async () => {
    const [delta] = createSandboxDexes(world(null));
    expect(delta!.info.spenders).toEqual({});
    const quote = await delta!.quote(
      request({ taker: TAKER, from: usdc, to: eth, amount: '5000000000' }),
    );
    expect(quote.tx).toBeNull();
    expect(quote.spender).toBeNull();
  });

  it('with a router: a firm native sell calls swap with the value, the quoted amounts and the expiry as deadline', async () => {
    const [estuary] = createSandboxDexes(world(ROUTER)).slice(1);
    expect(estuary!.info.spenders).toEqual({ '1': [ROUTER], '10': [ROUTER] });
    const indicative = await estuary!.quote(request());
    expect(indicative.tx).toBeNull();
    const quote = await estuary!.quote(request({ taker: TAKER }));
    expect(quote.spender).toBeNull();
    expect(quote.tx).toMatchObject({ to: ROUTER, value: request().amount });
    const call = decodeFunctionData({
      abi: SANDBOX_ROUTER_ABI,
      data: quote.tx!.data as `0x${string}`,
    });
    expect(call.functionName).toBe('swap');
    expect(call.args).toEqual([
      NATIVE,
      USDC,
      BigInt(request().amount),
      BigInt(quote.amountOut),
      BigInt(quote.minOut),
      TAKER,
      BigInt(Math.floor(Date.parse(quote.expiresAt) / 1000)),
    ]);
  });

  it('with a router: a token sell names the router as spender and sends no value', async () => {
    const [delta] = createSandboxDexes(world(ROUTER));
    const quote = await delta!.quote(
      request({ from: usdc, to: eth, amount: '5000000000', taker: TAKER }),
    );
    expect(quote.spender).toBe(ROUTER);
    expect(quote.tx).toMatchObject({ to: ROUTER, value: '0' });
  });
});
