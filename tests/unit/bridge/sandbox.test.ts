import { Big } from 'big.js';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import type { BridgeRouteRequest } from '@/lib/providers/bridge/contract';
import { createSandboxBridges, type SandboxBridgeWorld } from '@/lib/providers/bridge/sandbox';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import type { TokenRef } from '@/lib/providers/kit/contract';
import { ProviderError } from '@/lib/providers/kit/errors';

// The simulated bridges: deterministic routes at the reference prices less each one's fees, one
// crossing for the same asset and swaps through USDC otherwise, the refusals real ones answer,
// a deposit into the sandbox router when one is configured, and a status that walks through its
// stages by the time since first asked and ends as the hash's last digit says.

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC_ETH = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_ARB = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const ROUTER = '0x5a9d000000000000000000000000000000005a9d';
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const eth: TokenRef = { chainId: 1, address: NATIVE, decimals: 18, native: true };
const ethArb: TokenRef = { chainId: 42161, address: NATIVE, decimals: 18, native: true };
const usdcEth: TokenRef = { chainId: 1, address: USDC_ETH, decimals: 6, native: false };
const usdcArb: TokenRef = { chainId: 42161, address: USDC_ARB, decimals: 6, native: false };
const bnb: TokenRef = { chainId: 56, address: NATIVE, decimals: 18, native: true };

const ASSETS: Record<string, { ticker: string; usd: number }> = {
  [`1:${NATIVE}`]: { ticker: 'eth', usd: 3000 },
  [`42161:${NATIVE}`]: { ticker: 'eth', usd: 3000 },
  [`56:${NATIVE}`]: { ticker: 'bnb', usd: 600 },
  [`1:${USDC_ETH}`]: { ticker: 'usdc', usd: 1 },
  [`42161:${USDC_ARB}`]: { ticker: 'usdc', usd: 1 },
};
const assetAt = (token: TokenRef) => ASSETS[`${token.chainId}:${token.address}`];

function world(options: { router?: string | null; clock?: { now: number } } = {}) {
  const clock = options.clock ?? { now: 0 };
  return {
    chains: [1, 56, 137, 42161, 10],
    usdPrice: async (token) => {
      const asset = assetAt(token);
      return asset ? new Big(asset.usd) : undefined;
    },
    assetOf: (token) => assetAt(token)?.ticker ?? null,
    bridgeAsset: (chainId) => ({ 1: usdcEth, 42161: usdcArb })[chainId] ?? null,
    router: () => options.router ?? null,
    now: () => clock.now,
  } satisfies SandboxBridgeWorld;
}

function request(overrides: Partial<BridgeRouteRequest> = {}): BridgeRouteRequest {
  return { from: eth, to: ethArb, amount: (10n ** 18n).toString(), slippageBps: 50, ...overrides };
}

const bridges = (options?: Parameters<typeof world>[0]) => createSandboxBridges(world(options));
const ferry = (options?: Parameters<typeof world>[0]) => bridges(options)[0]!;
const relay = (options?: Parameters<typeof world>[0]) => bridges(options)[1]!;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the sandbox bridges', () => {
  it('are three, each labelled simulated, and Tunnel does not serve BNB Chain', () => {
    const all = bridges();
    expect(all.map((b) => b.info.id)).toEqual(['sandbox-ferry', 'sandbox-relay', 'sandbox-tunnel']);
    for (const b of all) expect(b.info).toMatchObject({ sandbox: true, website: '', spenders: {} });
    expect(all[0]!.info.chains).toEqual([1, 56, 137, 42161, 10]);
    expect(all[2]!.info.chains).not.toContain(56);
  });

  it('moves the same asset in one crossing, priced at the reference less the fees', async () => {
    const route = await ferry().route(request());
    expect(route.steps).toEqual([
      { kind: 'bridge', tool: 'Sandbox Ferry Line', fromChainId: 1, toChainId: 42161 },
    ]);
    // $3000 less 4 bps and $0.50 is $2998.30: 0.999433… ETH.
    expect(route.amountOut).toBe('999433333333333333');
    expect(route.minOut).toBe(((999433333333333333n * 9950n) / 10000n).toString());
    expect(route).toMatchObject({
      provider: 'sandbox-ferry',
      fromChainId: 1,
      toChainId: 42161,
      execution: 'wallet',
      etaSeconds: 900,
      gasCostUsd: '4',
      includedFeesUsd: '1.7',
      tx: null,
      spender: null,
    });
    expect(route.reference).toBe('900.1000000000000000000.999433333333333333.2998300000');
  });

  it('swaps through USDC on each side where the assets differ, and names each step', async () => {
    const route = await relay().route(request({ to: usdcArb }));
    expect(route.steps.map((s) => [s.kind, s.fromChainId, s.toChainId])).toEqual([
      ['swap', 1, 1],
      ['bridge', 1, 42161],
    ]);
    expect(route.etaSeconds).toBe(45 + 15);
    // $3000 less a 30 bps swap, then 12 bps and $0.10.
    expect(route.amountOut).toBe(
      new Big(3000).times(0.997).times(0.9988).minus(0.1).times(1e6).round(0, 0).toFixed(0),
    );
    const both = await relay().route(request({ from: usdcEth, amount: '1000000000', to: ethArb }));
    expect(both.steps.map((s) => s.kind)).toEqual(['bridge', 'swap']);
  });

  it('answers the same request with the same route', async () => {
    const [a, b] = await Promise.all([ferry().route(request()), ferry().route(request())]);
    expect({ ...a, expiresAt: '' }).toEqual({ ...b, expiresAt: '' });
  });

  it('refuses what a real bridge refuses, with its bounds in base units', async () => {
    const small = await refusal(ferry().route(request({ amount: (10n ** 15n).toString() })));
    expect(small.kind).toBe('amount_too_low');
    expect(small.details.min).toBe((10n ** 18n / 300n + 1n).toString());
    const large = await refusal(relay().route(request({ amount: (40n * 10n ** 18n).toString() })));
    expect(large.kind).toBe('amount_too_high');
    const sameChain = await refusal(ferry().route(request({ to: usdcEth })));
    expect(sameChain.kind).toBe('pair_unavailable');
    const tunnel = bridges()[2]!;
    expect((await refusal(tunnel.route(request({ to: bnb })))).kind).toBe('pair_unavailable');
    // BNB Chain has no bridge asset in this world: different assets find no route.
    expect((await refusal(ferry().route(request({ to: bnb })))).kind).toBe('no_route');
    const unpriced = { ...ethArb, address: '0x000000000000000000000000000000000000dEaD' };
    // A token no reference price values cannot be priced at all.
    expect((await refusal(ferry().route(request({ to: unpriced })))).kind).toBe('pair_unavailable');
  });

  it('with a sender and a sandbox router, deposits the amount into the router on the source chain', async () => {
    const bridge = ferry({ router: ROUTER });
    expect(bridge.info.spenders['1']).toEqual([ROUTER]);
    const indicative = await bridge.route(request());
    expect(indicative.tx).toBeNull();
    const firm = await bridge.route(
      request({ from: usdcEth, amount: '500000000', sender: SENDER }),
    );
    expect(firm.spender).toBe(ROUTER);
    expect(firm.tx).toMatchObject({ to: ROUTER, value: '0' });
    const call = decodeFunctionData({
      abi: SANDBOX_ROUTER_ABI,
      data: firm.tx!.data as `0x${string}`,
    });
    expect(call.args.slice(0, 6)).toEqual([USDC_ETH, USDC_ETH, 500000000n, 0n, 0n, SENDER]);
    const native = await bridge.route(request({ sender: SENDER }));
    expect(native.tx!.value).toBe((10n ** 18n).toString());
    expect(native.spender).toBeNull();
  });
});

describe('the sandbox transfer status', () => {
  const hash = (last: string) => `0x${'1'.repeat(63)}${last}`;
  const reference = '100.1000000000000000000.999433333333333333.2998300000';
  const ask = (clock: { now: number }, last: string, ref: string | null = reference) => {
    const bridge = ferry({ clock });
    return (seconds: number) => {
      clock.now = seconds * 1000;
      return bridge.status({
        txHash: hash(last),
        fromChainId: 1,
        toChainId: 42161,
        reference: ref,
      });
    };
  };

  it('walks source, bridging, destination by the time since first asked, then is done', async () => {
    const at = ask({ now: 0 }, '0');
    expect(await at(0)).toMatchObject({
      status: 'pending',
      stage: 'source',
      receivingTxHash: null,
    });
    expect((await at(20)).stage).toBe('bridging');
    expect((await at(80)).stage).toBe('destination');
    const done = await at(100);
    expect(done).toMatchObject({
      status: 'done',
      stage: null,
      amountOut: '999433333333333333',
      receivedToken: null,
      trackingUrl: null,
    });
    expect(done.receivingTxHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('ends as the last hex digit says: a needs gas, b partial, c refunded, d failed, e unknown', async () => {
    expect((await ask({ now: 0 }, 'a')(0)).stage).toBe('source');
    const needsGas = ask({ now: 0 }, 'A');
    await needsGas(0);
    expect(await needsGas(10_000)).toMatchObject({ status: 'pending', stage: 'needs_gas' });

    const partial = ask({ now: 0 }, 'b');
    await partial(0);
    expect(await partial(100)).toMatchObject({
      status: 'partial',
      amountOut: '2998300000',
      receivedToken: usdcArb,
    });
    const refunded = ask({ now: 0 }, 'c');
    await refunded(0);
    expect(await refunded(100)).toMatchObject({
      status: 'refunded',
      amountOut: '1000000000000000000',
    });
    const failed = ask({ now: 0 }, 'd');
    await failed(0);
    expect(await failed(100)).toMatchObject({ status: 'failed', receivingTxHash: null });
    expect((await ask({ now: 0 }, 'e')(500)).status).toBe('not_found');
  });

  it('uses the profile’s eta when the route’s reference is lost, and refuses a malformed hash', async () => {
    const at = ask({ now: 0 }, '7', null);
    await at(0);
    expect((await at(899)).status).toBe('pending');
    expect(await at(900)).toMatchObject({ status: 'done', amountOut: null });
    const bridge = ferry();
    const error = await refusal(bridge.status({ txHash: '0x12', fromChainId: 1, toChainId: 10 }));
    expect(error.kind).toBe('invalid_address');
  });
});
