import {
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Address,
  type Hex,
} from 'viem';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearGasPriceCache } from '@/lib/dex/gas';
import { clearL1FeeCache } from '@/lib/dex/l1-fee';
import { GAS_PRICE_ORACLE_ABI } from '@/lib/dex/rollup-abi';
import { clearDexQuoteCache } from '@/lib/dex/quotes';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { dexQuotesResponseSchema, dexTokenSchema, dexTokensResponseSchema } from '@/lib/dex/schema';
import { clearTokenLookupCache } from '@/lib/dex/token-lookup';
import { dexSandboxWorld } from '@/lib/dex/world';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setDexesForTests } from '@/lib/providers/dex/registry';
import type { DexProvider, DexQuote } from '@/lib/providers/dex/contract';
import { createSandboxDexes } from '@/lib/providers/dex/sandbox';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import { ProviderError } from '@/lib/providers/kit/errors';
import { breakers } from '@/lib/rates/ask';
import type * as QuotesRoute from '@/app/api/v1/dex/quotes/route';
import type * as TokenRoute from '@/app/api/v1/dex/tokens/[chainId]/[address]/route';
import type * as TokensRoute from '@/app/api/v1/dex/tokens/route';
import {
  BASE_FEE_PER_GAS,
  DEV_ADDRESS,
  NATIVE,
  OTHER_ADDRESS,
  PRIORITY_FEE_PER_GAS,
  SANDBOX_ROUTER_ADDRESS,
  startTestChain,
  TEST_TOKENS,
  type TestChain,
} from '@/tests/support/evm';
import { deployTestToken } from '../helpers/dex-tokens';
import { useTestDatabase, dbTargets } from '../helpers/db';
import { errorOf, SITE, uniqueIp } from '../helpers/requests';

// The DEX API over the sandbox aggregators and the test chain (the server's RPC for chain 1), end
// to end below the browser: the curated tokens, a token at an address no list knows read on chain
// and marked unverified, quotes ranked after gas at the chain's gas price, refusals in our words,
// and with a sandbox router a firm quote whose calldata really swaps on the chain.

const USDC = TEST_TOKENS.USDC.address;
const DAI = TEST_TOKENS.DAI.address;
const GAS_PRICE = BASE_FEE_PER_GAS + PRIORITY_FEE_PER_GAS;

const request = (path: string) =>
  new Request(`${SITE}${path}`, {
    headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
  });

describe.for(dbTargets())('the DEX API on $name (sandbox aggregators, test chain)', (target) => {
  useTestDatabase(target);
  let chain: TestChain;
  let quotesGet: (typeof QuotesRoute)['GET'];
  let tokensGet: (typeof TokensRoute)['GET'];
  let tokenGet: (typeof TokenRoute)['GET'];

  const tokenAt = (chainId: string, address: string) =>
    tokenGet(request(`/api/v1/dex/tokens/${chainId}/${address}`), {
      params: Promise.resolve({ chainId, address }),
    });
  const quotes = (query: Record<string, string>) =>
    quotesGet(request(`/api/v1/dex/quotes?${new URLSearchParams(query)}`), undefined);
  const quoted = async (query: Record<string, string>) => {
    const response = await quotes(query);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return dexQuotesResponseSchema.parse(await response.json());
  };
  const useSandbox = (router: string | null) =>
    setDexesForTests(createSandboxDexes({ ...dexSandboxWorld, router: () => router }));

  beforeAll(async () => {
    chain = await startTestChain();
    setDexRpcForTests(1, custom(chain, { retryCount: 0 }));
    ({ GET: quotesGet } = await import('@/app/api/v1/dex/quotes/route'));
    ({ GET: tokensGet } = await import('@/app/api/v1/dex/tokens/route'));
    ({ GET: tokenGet } = await import('@/app/api/v1/dex/tokens/[chainId]/[address]/route'));
  });

  afterAll(() => {
    setDexRpcForTests(1, null);
    setDexesForTests(null);
  });

  beforeEach(() => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    useSandbox(null);
    clearDexQuoteCache();
    clearGasPriceCache();
    clearTokenLookupCache();
    breakers().reset();
  });

  /** A sandbox aggregator whose answers are changed as a vendor's might be. */
  const altered = (
    index: number,
    id: string,
    change: (quote: DexQuote) => DexQuote | Promise<DexQuote>,
  ): DexProvider => {
    const inner = createSandboxDexes({ ...dexSandboxWorld, router: () => SANDBOX_ROUTER_ADDRESS })[
      index
    ]!;
    return {
      get info() {
        return { ...inner.info, id: `sandbox-${id}`, name: `Sandbox ${id}` };
      },
      quote: async (request) => change(await inner.quote(request)),
    };
  };

  it('drops a quote whose spender its aggregator does not document, and names each failure', async () => {
    setDexesForTests([
      altered(0, 'honest', (quote) => quote),
      altered(1, 'stranger', (quote) => ({
        ...quote,
        spender: '0x000000000000000000000000000000000000dEaD',
      })),
      altered(2, 'broken', () => {
        throw new ProviderError('sandbox-broken', 'no_route', 'no liquidity');
      }),
    ]);
    const body = await quoted({ chainId: '1', from: USDC, to: NATIVE, amount: '100' });
    expect(body.quotes.map((q) => q.aggregator.id)).toEqual(['sandbox-honest']);
    expect(body.quotes[0]!.spender).toBe(SANDBOX_ROUTER_ADDRESS);
    expect(body.failures.map((f) => [f.aggregator.id, f.error])).toEqual([
      ['sandbox-stranger', 'spender_unknown'],
      ['sandbox-broken', 'no_route'],
    ]);
  });

  it('drops a firm quote whose transaction goes elsewhere than its router, native sale or not', async () => {
    const elsewhere = (quote: DexQuote): DexQuote =>
      quote.tx
        ? { ...quote, tx: { ...quote.tx, to: '0x000000000000000000000000000000000000dEaD' } }
        : quote;
    setDexesForTests([altered(0, 'honest', (quote) => quote), altered(1, 'diverted', elsewhere)]);
    const firm = await quoted({
      chainId: '1',
      from: NATIVE,
      to: DAI,
      amount: '0.1',
      taker: DEV_ADDRESS,
    });
    expect(firm.quotes.map((q) => q.aggregator.id)).toEqual(['sandbox-honest']);
    expect(firm.quotes[0]!.tx!.to.toLowerCase()).toBe(SANDBOX_ROUTER_ADDRESS.toLowerCase());
    expect(firm.failures.map((f) => [f.aggregator.id, f.error])).toEqual([
      ['sandbox-diverted', 'router_unknown'],
    ]);
    // An indicative quote has no transaction to check.
    const indicative = await quoted({ chainId: '1', from: NATIVE, to: DAI, amount: '0.1' });
    expect(indicative.quotes.map((q) => q.aggregator.id).sort()).toEqual([
      'sandbox-diverted',
      'sandbox-honest',
    ]);
  });

  it('estimates the gas of a firm quote whose vendor names none, and ranks it by its net', async () => {
    setDexesForTests([altered(0, 'nogas', (quote) => ({ ...quote, gasUnits: null }))]);
    const indicative = await quoted({ chainId: '1', from: NATIVE, to: DAI, amount: '0.1' });
    expect(indicative.quotes[0]).toMatchObject({ gasUnits: null, netOut: null });
    const firm = await quoted({
      chainId: '1',
      from: NATIVE,
      to: DAI,
      amount: '0.1',
      taker: DEV_ADDRESS,
    });
    const [best] = firm.quotes;
    expect(Number(best!.gasUnits)).toBeGreaterThan(21_000);
    expect(best!.gasCostWei).toBe((BigInt(best!.gasUnits!) * GAS_PRICE).toString());
    expect(best!.netOut).not.toBeNull();
  });

  it('lists a chain’s curated tokens, its own coin first', async () => {
    const response = await tokensGet(request('/api/v1/dex/tokens?chainId=1'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const body = dexTokensResponseSchema.parse(await response.json());
    expect(body.chainId).toBe(1);
    expect(body.tokens[0]).toMatchObject({ address: NATIVE, symbol: 'ETH', native: true });
    expect(body.tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['USDC', 'DAI']));
    expect(body.tokens.every((t) => t.verified)).toBe(true);
    const bad = await tokensGet(request('/api/v1/dex/tokens?chainId=5'), undefined);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('validation_failed');
  });

  it('reads a token at an address no list knows on chain, marked unverified', async () => {
    const address = await deployTestToken(chain, {
      name: 'Unlisted Coin',
      symbol: 'UNL',
      decimals: 9,
    });
    const response = await tokenAt('1', address.toLowerCase());
    expect(response.status).toBe(200);
    expect(dexTokenSchema.parse(await response.json())).toEqual({
      chainId: 1,
      address,
      symbol: 'UNL',
      name: 'Unlisted Coin',
      decimals: 9,
      logo: null,
      native: false,
      verified: false,
      ticker: null,
    });
    const curated = dexTokenSchema.parse(await (await tokenAt('1', USDC)).json());
    expect(curated).toMatchObject({ symbol: 'USDC', verified: true, ticker: 'usdc' });
  });

  it('answers 404 where no token is, and 400 for a malformed address', async () => {
    const none = await tokenAt('1', OTHER_ADDRESS);
    expect(none.status).toBe(404);
    expect((await errorOf(none)).code).toBe('not_found');
    const malformed = await tokenAt('1', '0x1234');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_address');
    expect((await tokenAt('5', USDC)).status).toBe(404);
  });

  it('ranks every sandbox aggregator’s quote by what arrives after gas at the chain’s gas price', async () => {
    const body = await quoted({ chainId: '1', from: NATIVE, to: USDC, amount: '1' });
    expect(body).toMatchObject({
      chainId: 1,
      amountIn: (10n ** 18n).toString(),
      slippageBps: 50,
      gasPriceWei: GAS_PRICE.toString(),
      sandbox: true,
      failures: [],
    });
    expect(body.from.symbol).toBe('ETH');
    expect(body.to.symbol).toBe('USDC');
    expect(body.quotes.map((q) => q.aggregator.id).sort()).toEqual([
      'sandbox-delta',
      'sandbox-estuary',
      'sandbox-lagoon',
    ]);
    const nets = body.quotes.map((q) => BigInt(q.netOut!));
    expect([...nets].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(nets);
    for (const q of body.quotes) {
      expect(q.aggregator.sandbox).toBe(true);
      expect(q.gasCostWei).toBe((BigInt(q.gasUnits!) * GAS_PRICE).toString());
      expect(BigInt(q.netOut!)).toBe(BigInt(q.amountOut) - BigInt(q.gasCostInTo!));
      expect(q.tx).toBeNull();
      expect(q.spender).toBeNull();
      expect(q.amountOutUsd).not.toBeNull();
      expect(q.priceImpact).not.toBeNull();
    }
    expect(body.quotes[0]!.lossVsBest).toBe('0');
  });

  it('adds Optimism’s L1 data fee to every quote on one basis, and ranks without it when the oracle fails', async () => {
    const l2GasPrice = 1_000_000n;
    const bound = 40_000_000_000_000n;
    let oracleFails = false;
    let nodeDown = false;
    let calls = 0;
    const request = async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_call') calls += 1;
      if (nodeDown) throw new Error('connection refused');
      if (method === 'eth_gasPrice') return `0x${l2GasPrice.toString(16)}`;
      if (method !== 'eth_call' || oracleFails) throw new Error(`no ${method}`);
      const [{ data }] = params as [{ data: Hex }];
      const call = decodeFunctionData({ abi: GAS_PRICE_ORACLE_ABI, data });
      expect(call.functionName).toBe('getL1FeeUpperBound');
      return encodeFunctionResult({
        abi: GAS_PRICE_ORACLE_ABI,
        functionName: 'getL1FeeUpperBound',
        result: bound,
      });
    };
    setDexRpcForTests(10, custom({ request }, { retryCount: 0 }));
    try {
      const usdcOnOptimism = '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85';
      const query = { chainId: '10', from: NATIVE, to: usdcOnOptimism, amount: '1' };
      const body = await quoted(query);
      expect(body.quotes).toHaveLength(3);
      for (const q of body.quotes) {
        // Indicative sandbox quotes carry no calldata: all pay a typical swap's bound.
        expect(q.gasCostWei).toBe((BigInt(q.gasUnits!) * l2GasPrice + bound).toString());
      }
      oracleFails = true;
      clearL1FeeCache();
      clearDexQuoteCache();
      const without = await quoted(query);
      expect(without.quotes).toHaveLength(3);
      for (const q of without.quotes) {
        expect(q.gasCostWei).toBe((BigInt(q.gasUnits!) * l2GasPrice).toString());
      }
      // No gas price, no gas cost: the oracle is not asked at all.
      nodeDown = true;
      calls = 0;
      clearGasPriceCache();
      clearL1FeeCache();
      clearDexQuoteCache();
      const unread = await quoted(query);
      expect(unread.gasPriceWei).toBeNull();
      expect(unread.quotes.every((q) => q.gasCostWei === null)).toBe(true);
      expect(calls).toBe(0);
    } finally {
      setDexRpcForTests(10, null);
      clearL1FeeCache();
    }
  });

  it('names each aggregator’s bound when an amount is outside it', async () => {
    // 0.001 ETH is about $2.5: below Estuary’s $5 and Lagoon’s $10, above Delta’s $1.
    const body = await quoted({ chainId: '1', from: NATIVE, to: DAI, amount: '0.001' });
    expect(body.quotes.map((q) => q.aggregator.id)).toEqual(['sandbox-delta']);
    expect(body.failures.map((f) => [f.aggregator.id, f.error])).toEqual([
      ['sandbox-estuary', 'amount_too_low'],
      ['sandbox-lagoon', 'amount_too_low'],
    ]);
    for (const failure of body.failures) expect(BigInt(failure.limit!)).toBeGreaterThan(10n ** 15n);
  });

  it('quotes with a wallet but no sandbox router carry no transaction: they compare, not send', async () => {
    const body = await quoted({
      chainId: '1',
      from: USDC,
      to: NATIVE,
      amount: '100',
      taker: DEV_ADDRESS,
    });
    expect(body.quotes).toHaveLength(3);
    for (const q of body.quotes) expect(q.tx).toBeNull();
  });

  it('refuses bad input with 4xx answers in the one error shape', async () => {
    const base = { chainId: '1', from: NATIVE, to: USDC, amount: '1' };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, amount: 'abc' }, 400, 'validation_failed'],
      [{ ...base, amount: '-1' }, 400, 'validation_failed'],
      [{ ...base, chainId: '5' }, 400, 'validation_failed'],
      [{ ...base, slippageBps: '0' }, 400, 'validation_failed'],
      [{ ...base, slippageBps: '5001' }, 400, 'validation_failed'],
      [{ ...base, to: '0x12' }, 400, 'invalid_address'],
      [{ ...base, taker: 'nobody' }, 400, 'invalid_address'],
      [{ ...base, to: NATIVE.toLowerCase() }, 400, 'same_currency'],
      [{ ...base, to: OTHER_ADDRESS }, 400, 'unknown_currency'],
      [{ ...base, from: USDC, to: NATIVE, amount: '0.0000001' }, 422, 'amount_too_low'],
    ];
    for (const [query, status, code] of cases) {
      const response = await quotes(query);
      expect(response.status, JSON.stringify(query)).toBe(status);
      expect((await errorOf(response)).code, JSON.stringify(query)).toBe(code);
    }
  });

  it('answers a token no reference price values with every aggregator’s refusal', async () => {
    const address = await deployTestToken(chain, { name: 'No Price', symbol: 'NOP', decimals: 18 });
    const body = await quoted({ chainId: '1', from: NATIVE, to: address, amount: '1' });
    expect(body.to).toMatchObject({ symbol: 'NOP', verified: false });
    expect(body.quotes).toEqual([]);
    expect(body.failures.map((f) => f.error)).toEqual([
      'pair_unavailable',
      'pair_unavailable',
      'pair_unavailable',
    ]);
  });

  describe('with a sandbox router (DEX_SANDBOX_ROUTER)', () => {
    const transport = () => custom(chain, { retryCount: 0 });
    const publicClient = () => createPublicClient({ chain: mainnet, transport: transport() });
    const wallet = () =>
      createWalletClient({ chain: mainnet, transport: transport(), account: DEV_ADDRESS });

    async function send(tx: { to: string; data: string; value: string }) {
      const hash = await wallet().sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
      });
      return publicClient().waitForTransactionReceipt({ hash });
    }

    it('gives calldata that swaps a token for the chain’s coin once the router is approved', async () => {
      useSandbox(SANDBOX_ROUTER_ADDRESS);
      const body = await quoted({
        chainId: '1',
        from: USDC,
        to: NATIVE,
        amount: '250',
        taker: DEV_ADDRESS,
      });
      const best = body.quotes[0]!;
      expect(best.spender).toBe(SANDBOX_ROUTER_ADDRESS);
      expect(best.tx).toMatchObject({ to: SANDBOX_ROUTER_ADDRESS, value: '0' });
      const usdcBefore = await chain.balanceOf(USDC, DEV_ADDRESS);
      const approval = await wallet().writeContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [best.spender as Address, BigInt(best.amountIn)],
      });
      await publicClient().waitForTransactionReceipt({ hash: approval });
      const ethBefore = await chain.getBalance(DEV_ADDRESS);
      const receipt = await send(best.tx!);
      expect(receipt.status).toBe('success');
      expect(await chain.balanceOf(USDC, DEV_ADDRESS)).toBe(usdcBefore - 250_000_000n);
      const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice;
      expect(await chain.getBalance(DEV_ADDRESS)).toBe(
        ethBefore + BigInt(best.amountOut) - gasPaid,
      );
    });

    it('gives calldata that sells the chain’s coin with the value and needs no approval', async () => {
      useSandbox(SANDBOX_ROUTER_ADDRESS);
      const body = await quoted({
        chainId: '1',
        from: NATIVE,
        to: DAI,
        amount: '0.5',
        taker: OTHER_ADDRESS,
      });
      const best = body.quotes[0]!;
      expect(body.failures, JSON.stringify(body.failures)).toEqual([]);
      expect(best.spender).toBeNull();
      expect(best.tx).toMatchObject({
        to: SANDBOX_ROUTER_ADDRESS,
        value: (5n * 10n ** 17n).toString(),
      });
      const daiBefore = await chain.balanceOf(DAI, OTHER_ADDRESS);
      const hash = await createWalletClient({
        chain: mainnet,
        transport: transport(),
        account: OTHER_ADDRESS,
      }).sendTransaction({
        to: best.tx!.to as Address,
        data: best.tx!.data as Hex,
        value: BigInt(best.tx!.value),
      });
      expect((await publicClient().waitForTransactionReceipt({ hash })).status).toBe('success');
      expect(await chain.balanceOf(DAI, OTHER_ADDRESS)).toBe(daiBefore + BigInt(best.amountOut));
    });

    it('gives two wallets asking at once each its own calldata', async () => {
      useSandbox(SANDBOX_ROUTER_ADDRESS);
      const query = { chainId: '1', from: NATIVE, to: USDC, amount: '1' };
      const [mine, theirs] = await Promise.all([
        quoted({ ...query, taker: DEV_ADDRESS }),
        quoted({ ...query, taker: OTHER_ADDRESS }),
      ]);
      const recipient = (data: string) =>
        decodeFunctionData({ abi: SANDBOX_ROUTER_ABI, data: data as Hex }).args[5];
      expect(recipient(mine.quotes[0]!.tx!.data)).toBe(DEV_ADDRESS);
      expect(recipient(theirs.quotes[0]!.tx!.data)).toBe(OTHER_ADDRESS);
    });

    it('never serves a firm quote from the cache', async () => {
      useSandbox(SANDBOX_ROUTER_ADDRESS);
      const query = { chainId: '1', from: NATIVE, to: USDC, amount: '1', taker: DEV_ADDRESS };
      const first = await quoted(query);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const second = await quoted(query);
      // A new deadline each time: the calldata was built again.
      expect(second.quotes[0]!.tx!.data).not.toBe(first.quotes[0]!.tx!.data);
    });
  });
});
