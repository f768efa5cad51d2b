import { createPublicClient, createWalletClient, custom, type Address, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as RoutesRoute from '@/app/api/v1/bridge/routes/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearBridgeRouteCache } from '@/lib/bridge/routes';
import { bridgeRoutesResponseSchema } from '@/lib/bridge/schema';
import { bridgeSandboxWorld } from '@/lib/bridge/world';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import type { BridgeProvider, BridgeRoute } from '@/lib/providers/bridge/contract';
import { setBridgesForTests } from '@/lib/providers/bridge/registry';
import { createSandboxBridges } from '@/lib/providers/bridge/sandbox';
import { ProviderError } from '@/lib/providers/kit/errors';
import { breakers } from '@/lib/rates/ask';
import {
  DEV_ADDRESS,
  NATIVE,
  SANDBOX_ROUTER_ADDRESS,
  startTestChain,
  TEST_TOKENS,
  type TestChain,
} from '@/tests/support/evm';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, SITE, uniqueIp } from '../helpers/requests';

// The bridge routes API over the sandbox bridges, end to end below the browser: curated tokens on
// two DEX chains, every bridge serving both asked at once, routes ranked by the USD value that
// arrives, refusals and dropped routes named per aggregator, 4xx answers in the one error shape,
// and with a sandbox router a source transaction that really deposits the amount on the chain.

const USDC = TEST_TOKENS.USDC.address;
const USDC_ARBITRUM = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const USDT_BSC = '0x55d398326f99059fF775485246999027B3197955';

const request = (path: string) =>
  new Request(`${SITE}${path}`, {
    headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
  });

describe.for(dbTargets())('the bridge routes API on $name (sandbox bridges)', (target) => {
  useTestDatabase(target);
  let get: (typeof RoutesRoute)['GET'];

  const routes = (query: Record<string, string>) =>
    get(request(`/api/v1/bridge/routes?${new URLSearchParams(query)}`), undefined);
  const routed = async (query: Record<string, string>) => {
    const response = await routes(query);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return bridgeRoutesResponseSchema.parse(await response.json());
  };
  const useSandbox = (router: string | null) =>
    setBridgesForTests(createSandboxBridges({ ...bridgeSandboxWorld, router: () => router }));

  beforeAll(async () => {
    ({ GET: get } = await import('@/app/api/v1/bridge/routes/route'));
  });

  afterAll(() => setBridgesForTests(null));

  beforeEach(() => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    useSandbox(null);
    clearBridgeRouteCache();
    breakers().reset();
  });

  /** A sandbox bridge whose answers are changed as a vendor's might be. */
  const altered = (
    id: string,
    change: (route: BridgeRoute) => BridgeRoute | Promise<BridgeRoute>,
  ): BridgeProvider => {
    const inner = createSandboxBridges({
      ...bridgeSandboxWorld,
      router: () => SANDBOX_ROUTER_ADDRESS,
    })[1]!;
    return {
      get info() {
        return { ...inner.info, id: `sandbox-${id}`, name: `Sandbox ${id}` };
      },
      route: async (asked) => change(await inner.route(asked)),
      status: (asked) => inner.status(asked),
    };
  };

  it('ranks every sandbox bridge’s route by the USD value that arrives after gas', async () => {
    const body = await routed({
      fromChainId: '1',
      from: NATIVE,
      toChainId: '42161',
      to: USDC_ARBITRUM,
      amount: '1',
    });
    expect(body).toMatchObject({
      fromChainId: 1,
      toChainId: 42161,
      amountIn: (10n ** 18n).toString(),
      slippageBps: 50,
      sandbox: true,
      failures: [],
    });
    expect(body.from.symbol).toBe('ETH');
    expect(body.to).toMatchObject({ symbol: 'USDC', chainId: 42161 });
    expect(body.routes.map((r) => r.aggregator.id).sort()).toEqual([
      'sandbox-ferry',
      'sandbox-relay',
      'sandbox-tunnel',
    ]);
    const nets = body.routes.map((r) => Number(r.netValueUsd));
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    for (const r of body.routes) {
      expect(r.aggregator.sandbox).toBe(true);
      expect(r.tx).toBeNull();
      expect(r.steps.map((s) => s.kind)).toEqual(['swap', 'bridge']);
      expect(Number(r.netValueUsd)).toBeCloseTo(Number(r.amountOutUsd) - Number(r.gasCostUsd), 3);
      expect(r.reference).not.toBeNull();
    }
    expect(body.routes[0]!.lossVsBest).toBe('0');
  });

  it('asks only the bridges that serve both chains', async () => {
    const body = await routed({
      fromChainId: '1',
      from: NATIVE,
      toChainId: '56',
      to: USDT_BSC,
      amount: '1',
    });
    expect(body.routes.map((r) => r.aggregator.id).sort()).toEqual([
      'sandbox-ferry',
      'sandbox-relay',
    ]);
  });

  it('names each bridge’s bound when an amount is outside it', async () => {
    // 2 USDC: below Ferry’s $10 and Tunnel’s $5, above Relay’s $1.
    const body = await routed({
      fromChainId: '1',
      from: USDC,
      toChainId: '42161',
      to: USDC_ARBITRUM,
      amount: '2',
    });
    expect(body.routes.map((r) => r.aggregator.id)).toEqual(['sandbox-relay']);
    expect(body.routes[0]!.steps.map((s) => s.kind)).toEqual(['bridge']);
    expect(body.failures.map((f) => [f.aggregator.id, f.error, f.limit])).toEqual([
      ['sandbox-ferry', 'amount_too_low', '10000000'],
      ['sandbox-tunnel', 'amount_too_low', '5000000'],
    ]);
  });

  it('drops a route whose spender or transaction its aggregator does not document', async () => {
    const stranger = '0x000000000000000000000000000000000000dEaD';
    setBridgesForTests([
      altered('honest', (route) => route),
      altered('spender', (route) => ({ ...route, spender: stranger })),
      altered('diverted', (route) => ({ ...route, tx: route.tx && { ...route.tx, to: stranger } })),
      altered('broken', () => {
        throw new ProviderError('sandbox-broken', 'no_route', 'no liquidity');
      }),
    ]);
    const body = await routed({
      fromChainId: '1',
      from: USDC,
      toChainId: '10',
      to: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
      amount: '100',
      sender: DEV_ADDRESS,
    });
    expect(body.routes.map((r) => r.aggregator.id)).toEqual(['sandbox-honest']);
    expect(body.routes[0]!.spender).toBe(SANDBOX_ROUTER_ADDRESS);
    expect(body.failures.map((f) => [f.aggregator.id, f.error])).toEqual([
      ['sandbox-spender', 'spender_unknown'],
      ['sandbox-diverted', 'router_unknown'],
      ['sandbox-broken', 'no_route'],
    ]);
  });

  it('refuses bad input with 4xx answers in the one error shape', async () => {
    const base = {
      fromChainId: '1',
      from: NATIVE,
      toChainId: '42161',
      to: USDC_ARBITRUM,
      amount: '1',
    };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, amount: 'abc' }, 400, 'validation_failed'],
      [{ ...base, toChainId: '1' }, 400, 'validation_failed'],
      [{ ...base, fromChainId: '5' }, 400, 'validation_failed'],
      [{ ...base, slippageBps: '0' }, 400, 'validation_failed'],
      [{ ...base, to: '0x12' }, 400, 'invalid_address'],
      [{ ...base, sender: 'nobody' }, 400, 'invalid_address'],
      // USDC’s Ethereum address is no token on Arbitrum’s curated list.
      [{ ...base, to: USDC }, 400, 'unknown_currency'],
      [{ ...base, from: USDC, amount: '0.0000001' }, 422, 'amount_too_low'],
    ];
    for (const [query, status, code] of cases) {
      const response = await routes(query);
      expect(response.status, JSON.stringify(query)).toBe(status);
      expect((await errorOf(response)).code, JSON.stringify(query)).toBe(code);
    }
  });

  describe('with a sandbox router (DEX_SANDBOX_ROUTER) on the source chain', () => {
    let chain: TestChain;
    beforeAll(async () => {
      chain = await startTestChain();
    });

    it('gives a source transaction that deposits the amount into the router', async () => {
      useSandbox(SANDBOX_ROUTER_ADDRESS);
      const body = await routed({
        fromChainId: '1',
        from: NATIVE,
        toChainId: '42161',
        to: NATIVE,
        amount: '0.5',
        sender: DEV_ADDRESS,
      });
      const best = body.routes[0]!;
      expect(best.spender).toBeNull();
      expect(best.steps.map((s) => s.kind)).toEqual(['bridge']);
      expect(best.tx).toMatchObject({
        to: SANDBOX_ROUTER_ADDRESS,
        value: (5n * 10n ** 17n).toString(),
      });
      const transport = custom(chain, { retryCount: 0 });
      const before = await chain.getBalance(SANDBOX_ROUTER_ADDRESS);
      const hash = await createWalletClient({
        chain: mainnet,
        transport,
        account: DEV_ADDRESS,
      }).sendTransaction({
        to: best.tx!.to as Address,
        data: best.tx!.data as Hex,
        value: BigInt(best.tx!.value),
      });
      const receipt = await createPublicClient({
        chain: mainnet,
        transport,
      }).waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(await chain.getBalance(SANDBOX_ROUTER_ADDRESS)).toBe(before + 5n * 10n ** 17n);
    });
  });
});
