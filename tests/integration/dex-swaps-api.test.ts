import { custom, encodeFunctionData, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { dexSwapStatusSchema } from '@/lib/dex/swaps-contract';
import { ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';
import { dexSwaps, orders, partners } from '@/lib/db/schema';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import type * as Follow from '@/lib/dex/follow';
import type * as Counts from '@/lib/dex/swap-counts';
import type * as RecordRoute from '@/app/api/v1/dex/swaps/route';
import type * as StatusRoute from '@/app/api/v1/dex/swaps/[chainId]/[txHash]/route';
import type * as LookupRoute from '@/app/api/v1/dex/swaps/lookup/[txHash]/route';
import {
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKEN_ABI,
  TEST_TOKEN_ARTIFACT,
  TEST_TOKENS,
  startTestChain,
  type TestChain,
} from '@/tests/support/evm';
import { createPublicClient, createWalletClient } from 'viem';
import { mainnet } from 'viem/chains';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost } from '../helpers/requests';

// Recording DEX swaps and reading their status through the route handlers, with the server's
// RPC client over the test chain (Ethereum) and answers of nodes that know nothing (the other
// DEX chains): record → status, a repeat that changes nothing, bad input refused with nothing
// written, an unknown hash, a hash found on whichever chain has it; and which swaps count for
// their aggregator: only those the chain shows confirmed at its router (the SandboxRouter here).

const OTHER_CHAINS = [56, 137, 42161, 10];
/** A node that knows no transaction, as every other DEX chain does here. */
const emptyNode = custom(
  {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_getTransactionReceipt' || method === 'eth_getTransactionByHash') {
        return null;
      }
      throw new Error(`unexpected ${method}`);
    },
  },
  { retryCount: 0 },
);
const failingNode = custom(
  { request: () => Promise.reject(new Error('connection refused')) },
  { retryCount: 0 },
);
const UNKNOWN_HASH = `0x${'cd'.repeat(32)}`;

const route = <T>(params: T) => ({ params: Promise.resolve(params) });

describe.for(dbTargets())('the DEX swaps API on $name', (target) => {
  const database = useTestDatabase(target);
  let chain: TestChain;
  let POST: (typeof RecordRoute)['POST'];
  let STATUS: (typeof StatusRoute)['GET'];
  let LOOKUP: (typeof LookupRoute)['GET'];
  let send: () => Promise<Hex>;
  /** A real swap through the SandboxRouter: 0.01 ETH for 30 USDC, paid by the router. */
  let swapAtRouter: () => Promise<Hex>;
  let countDexSwaps: (typeof Counts)['countDexSwaps'];
  let followPendingDexSwaps: (typeof Follow)['followPendingDexSwaps'];
  let resetDexFollowForTests: (typeof Follow)['resetDexFollowForTests'];

  const db = () => database().db;
  const record = (body: unknown) => POST(jsonPost('/api/v1/dex/swaps', body), undefined);
  const status = (chainId: string, txHash: string) =>
    STATUS(get(`/api/v1/dex/swaps/${chainId}/${txHash}`), route({ chainId, txHash }));
  const lookup = (txHash: string) =>
    LOOKUP(get(`/api/v1/dex/swaps/lookup/${txHash}`), route({ txHash }));
  const swapOf = (txHash: string) => ({
    chainId: 1,
    txHash,
    aggregator: 'sandbox-delta',
    from: NATIVE_TOKEN_ADDRESS,
    to: TEST_TOKENS.USDC.address,
    amountIn: '1000000000000000000',
    amountOut: '3000000000',
    minOut: '2985000000',
  });

  beforeAll(async () => {
    chain = await startTestChain({ clock: 'fixed' });
    const transport = custom(chain, { retryCount: 0 });
    const wallet = createWalletClient({ chain: mainnet, transport, account: OTHER_ADDRESS });
    send = () => wallet.sendTransaction({ to: OTHER_ADDRESS, value: 1n });
    const amountIn = 10n ** 16n;
    const data = encodeFunctionData({
      abi: SANDBOX_ROUTER_ABI,
      functionName: 'swap',
      args: [
        NATIVE_TOKEN_ADDRESS,
        TEST_TOKENS.USDC.address,
        amountIn,
        30_000_000n,
        29_850_000n,
        OTHER_ADDRESS,
        2n ** 40n,
      ],
    });
    swapAtRouter = () =>
      wallet.sendTransaction({ to: SANDBOX_ROUTER_ADDRESS, data, value: amountIn, gas: 300_000n });
    ({ POST } = await importWithEnv(
      { DEX_SANDBOX_ROUTER: SANDBOX_ROUTER_ADDRESS },
      () => import('@/app/api/v1/dex/swaps/route'),
    ));
    ({ countDexSwaps } = await import('@/lib/dex/swap-counts'));
    ({ followPendingDexSwaps, resetDexFollowForTests } = await import('@/lib/dex/follow'));
    ({ GET: STATUS } = await import('@/app/api/v1/dex/swaps/[chainId]/[txHash]/route'));
    ({ GET: LOOKUP } = await import('@/app/api/v1/dex/swaps/lookup/[txHash]/route'));
  });

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setDexRpcForTests(1, custom(chain, { retryCount: 0 }));
    for (const id of OTHER_CHAINS) setDexRpcForTests(id, emptyNode);
    await chain.setMining('auto');
    await db().delete(orders);
    resetDexFollowForTests();
  });

  afterAll(() => {
    for (const id of [1, ...OTHER_CHAINS]) setDexRpcForTests(id, null);
  });

  it('records a swap the node does not know yet as pending, then follows it to confirmed', async () => {
    await chain.setMining('manual');
    const hash = await send();
    chain.drop(hash);
    const created = await record(swapOf(hash.toUpperCase().replace('0X', '0x')));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ chainId: 1, txHash: hash });

    const first = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(first).toMatchObject({ chainId: 1, txHash: hash, state: 'pending', blockNumber: null });
    expect(first.swap).toMatchObject({
      aggregator: { id: 'sandbox-delta', name: 'Sandbox Delta' },
      from: { symbol: 'ETH', native: true, decimals: 18 },
      to: { symbol: 'USDC', decimals: 6, verified: true },
      amountIn: '1000000000000000000',
      minOut: '2985000000',
    });
    expect(first.explorerUrl).toContain(hash);

    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({
      kind: 'dex',
      provider: 'sandbox-delta',
      sandbox: true,
      side: 'swap',
      fromCode: 'ETH',
      toCode: 'USDC',
      amountFrom: '1',
      method: 'wallet',
      source: 'web',
    });
  });

  it('stores the chain’s answer on each read: pending, then confirmed with block and gas', async () => {
    await chain.setMining('manual');
    const hash = await send();
    expect((await record(swapOf(hash))).status).toBe(201);
    const [seen] = await db().select().from(dexSwaps);
    expect(seen).toMatchObject({ state: 'pending', taker: OTHER_ADDRESS.toLowerCase(), nonce: 0 });

    await chain.mine();
    const answer = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(answer.state).toBe('confirmed');
    expect(answer.gasCostWei).toBe((21_000n * 2_000_000_000n).toString());
    const [stored] = await db().select().from(dexSwaps);
    expect(stored).toMatchObject({
      state: 'confirmed',
      blockNumber: answer.blockNumber,
      gasCostWei: answer.gasCostWei,
    });
  });

  it('attributes a swap to the partner of the consented affiliate cookie, and a script to api', async () => {
    const partner = 'dexpartner01';
    await db().delete(partners);
    await db().insert(partners).values({
      id: partner,
      name: 'DEX wallet',
      contactEmail: 'ops@partner.example',
      commissionRate: '0.002',
    });
    const cookie = `cookie_preferences=${serializeConsent(ALL_GRANTED)}; sl_ref=${partner}`;
    const viaLink = await send();
    const request = jsonPost('/api/v1/dex/swaps', swapOf(viaLink), { headers: { cookie } });
    expect((await POST(request, undefined)).status).toBe(201);
    const script = jsonPost('/api/v1/dex/swaps', swapOf(await send()));
    script.headers.delete('origin');
    expect((await POST(script, undefined)).status).toBe(201);
    const rows = await db().select().from(orders);
    expect(rows.map(({ partnerId, source, keyId }) => ({ partnerId, source, keyId }))).toEqual(
      expect.arrayContaining([
        { partnerId: partner, source: 'web', keyId: null },
        { partnerId: null, source: 'api', keyId: null },
      ]),
    );
  });

  it('counts a swap the chain confirms at the aggregator’s router, for its partner', async () => {
    const partner = 'dexpartner02';
    await db().delete(partners);
    await db().insert(partners).values({
      id: partner,
      name: 'DEX wallet',
      contactEmail: 'ops@partner.example',
      commissionRate: '0.002',
    });
    const hash = await swapAtRouter();
    const cookie = `cookie_preferences=${serializeConsent(ALL_GRANTED)}; sl_ref=${partner}`;
    const request = jsonPost('/api/v1/dex/swaps', swapOf(hash), { headers: { cookie } });
    expect((await POST(request, undefined)).status).toBe(201);

    const answer = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(answer).toMatchObject({ state: 'confirmed', swap: { attribution: 'attributed' } });
    const [row] = await db().select().from(dexSwaps);
    expect(row).toMatchObject({
      txTo: SANDBOX_ROUTER_ADDRESS.toLowerCase(),
      routerVerified: true,
      verifiedAt: expect.any(Date),
    });
    expect(await countDexSwaps()).toBe(1);
    expect(await countDexSwaps({ partnerId: partner, aggregator: 'sandbox-delta' })).toBe(1);
    expect(await countDexSwaps({ aggregator: 'zerox' })).toBe(0);
    expect(await countDexSwaps({ since: new Date(Date.now() + 60_000) })).toBe(0);
  });

  it('keeps a swap whose transaction went elsewhere readable by hash, never counted', async () => {
    const elsewhere = await send();
    expect((await record(swapOf(elsewhere))).status).toBe(201);
    // At the sandbox's router, but recorded as 0x's: 0x's router is AllowanceHolder.
    const misnamed = await swapAtRouter();
    expect((await record({ ...swapOf(misnamed), aggregator: 'zerox' })).status).toBe(201);

    for (const hash of [elsewhere, misnamed]) {
      const answer = dexSwapStatusSchema.parse(await (await lookup(hash)).json());
      expect(answer).toMatchObject({ state: 'confirmed', swap: { attribution: 'not_attributed' } });
    }
    const rows = await db().select().from(dexSwaps);
    expect(rows.map(({ routerVerified, verifiedAt }) => ({ routerVerified, verifiedAt }))).toEqual([
      { routerVerified: false, verifiedAt: null },
      { routerVerified: false, verifiedAt: null },
    ]);
    expect(await db().select().from(orders)).toHaveLength(2);
    expect(await countDexSwaps()).toBe(0);
  });

  it('counts a pending swap only once the chain confirms it at the router, tab closed or not', async () => {
    await chain.setMining('manual');
    const hash = await swapAtRouter();
    expect((await record(swapOf(hash))).status).toBe(201);
    const pending = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(pending).toMatchObject({ state: 'pending', swap: { attribution: 'pending' } });
    const [seen] = await db().select().from(dexSwaps);
    // The node shows where it goes; it counts only once mined.
    expect(seen).toMatchObject({ routerVerified: true, verifiedAt: null });
    expect(await countDexSwaps()).toBe(0);

    await chain.mine();
    // Nobody asks for the status: the server's follower reads it.
    expect(await followPendingDexSwaps()).toBe(1);
    expect(await countDexSwaps()).toBe(1);
    const [stored] = await db().select().from(dexSwaps);
    expect(stored).toMatchObject({ state: 'confirmed', verifiedAt: expect.any(Date) });
    expect(await followPendingDexSwaps()).toBe(0);
  });

  it('checks the router of a swap confirmed before the check existed, then counts it', async () => {
    const hash = await swapAtRouter();
    expect((await record(swapOf(hash))).status).toBe(201);
    // As a row of migration 0016 looks: confirmed, nothing known of where it went.
    await db().update(dexSwaps).set({ txTo: null, routerVerified: null, verifiedAt: null });
    expect(await countDexSwaps()).toBe(0);
    expect(await followPendingDexSwaps()).toBe(1);
    expect(await countDexSwaps()).toBe(1);
    const answer = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(answer.swap?.attribution).toBe('attributed');
    expect(await followPendingDexSwaps()).toBe(0);
  });

  it('follows every pending swap in turns, 50 a round, asking a failing node once a round', async () => {
    const since = Date.now() - 10_000;
    let recorded = 0;
    const pendingOn = async (chainId: number, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const txHash = `0x${chainId.toString(16).padStart(8, '0')}${i.toString(16).padStart(56, '0')}`;
        const orderId = `dex:${chainId}:${txHash}`;
        await db().insert(orders).values({
          id: orderId,
          kind: 'dex',
          provider: 'zerox',
          sandbox: false,
          side: 'swap',
          fromCode: 'ETH',
          toCode: 'USDC',
          amountFrom: '1',
          method: 'wallet',
          source: 'web',
        });
        await db()
          .insert(dexSwaps)
          .values({
            ...swapOf(txHash),
            orderId,
            chainId,
            aggregator: 'zerox',
            fromAddress: NATIVE_TOKEN_ADDRESS,
            fromSymbol: 'ETH',
            fromName: 'Ether',
            fromDecimals: 18,
            toAddress: TEST_TOKENS.USDC.address,
            toSymbol: 'USDC',
            toName: 'USD Coin',
            toDecimals: 6,
            recordedAt: new Date(since + (recorded += 1) * 10),
          });
      }
    };
    const asked = { polygon: 0, bsc: 0 };
    const counting = (key: keyof typeof asked, fails: boolean) =>
      custom(
        {
          request: async ({ method }: { method: string }) => {
            if (method === 'eth_getTransactionReceipt') asked[key] += 1;
            if (fails) throw new Error('connection refused');
            return null;
          },
        },
        { retryCount: 0 },
      );
    setDexRpcForTests(137, counting('polygon', false));
    setDexRpcForTests(56, counting('bsc', true));
    await pendingOn(137, 51);
    await pendingOn(56, 3);
    // 54 to follow, oldest first: 50 on Polygon; then the last on Polygon and BNB Chain's
    // three, whose failing node is asked once; then the walk starts again from the oldest.
    const rounds: (typeof asked)[] = [];
    for (let round = 0; round < 3; round += 1) {
      asked.polygon = 0;
      asked.bsc = 0;
      expect(await followPendingDexSwaps()).toBe(0);
      rounds.push({ ...asked });
    }
    expect(rounds).toEqual([
      { polygon: 50, bsc: 0 },
      { polygon: 1, bsc: 1 },
      { polygon: 50, bsc: 0 },
    ]);
  });

  it('answers a repeat with 200 and changes nothing, even with other amounts', async () => {
    const hash = await send();
    expect((await record(swapOf(hash))).status).toBe(201);
    const [before] = await db().select().from(dexSwaps);
    const again = await record({ ...swapOf(hash), amountOut: '1', aggregator: 'zerox' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ chainId: 1, txHash: hash });
    expect(await db().select().from(dexSwaps)).toEqual([before]);
    expect(await db().select().from(orders)).toHaveLength(1);
  });

  it('reads an ERC-20 that is not on the curated list on chain, as unverified', async () => {
    const transport = custom(chain, { retryCount: 0 });
    const wallet = createWalletClient({ chain: mainnet, transport, account: OTHER_ADDRESS });
    const reader = createPublicClient({ chain: mainnet, transport });
    const deploy = await wallet.deployContract({
      abi: TEST_TOKEN_ABI,
      bytecode: TEST_TOKEN_ARTIFACT.bytecode,
    });
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash: deploy });
    const token = contractAddress as Address;
    await wallet.writeContract({
      address: token,
      abi: TEST_TOKEN_ABI,
      functionName: 'initialize',
      args: ['Meadow Token', 'MDW', 9, false, false],
    });
    const hash = await send();
    expect((await record({ ...swapOf(hash), to: token })).status).toBe(201);
    const answer = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(answer.swap?.to).toMatchObject({
      address: token,
      symbol: 'MDW',
      name: 'Meadow Token',
      decimals: 9,
      verified: false,
      logo: null,
    });
  });

  it.for([
    ['a chain the DEX does not serve', { chainId: 5 }, 'chainId'],
    ['a short hash', { txHash: '0x1234' }, 'txHash'],
    ['an unknown aggregator', { aggregator: 'acme' }, 'aggregator'],
    ['a malformed address', { to: '0x123' }, 'to'],
    ['an amount with a decimal point', { amountIn: '1.5' }, 'amountIn'],
    ['a zero input', { amountIn: '0' }, 'amountIn'],
    ['a minimum above the quoted output', { minOut: '3000000001' }, 'minOut'],
    ['the same token on both sides', { to: NATIVE_TOKEN_ADDRESS }, 'to'],
    ['a token that is no contract', { to: '0x000000000000000000000000000000000000dEaD' }, 'to'],
    ['an unknown field', { ref: 'partner' }, ''],
  ] as const)('refuses %s with 400 and writes nothing', async ([, change, field]) => {
    const response = await record({ ...swapOf(`0x${'12'.repeat(32)}`), ...change });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    if (field) expect(error.fields).toHaveProperty(field);
    expect(await db().select().from(orders)).toEqual([]);
    expect(await db().select().from(dexSwaps)).toEqual([]);
  });

  it('answers 400 for a bad chain or hash in the path, and 404 for a hash no one knows', async () => {
    expect((await status('5', UNKNOWN_HASH)).status).toBe(400);
    expect((await status('ethereum', UNKNOWN_HASH)).status).toBe(400);
    expect((await status('1', '0xnothex')).status).toBe(400);
    expect((await lookup('0x12')).status).toBe(400);
    const missing = await status('1', UNKNOWN_HASH);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('not_found');
    expect((await lookup(UNKNOWN_HASH)).status).toBe(404);
  });

  it('answers an unrecorded transaction the chain knows, with no recorded swap', async () => {
    const hash = await send();
    const answer = dexSwapStatusSchema.parse(await (await status('1', hash)).json());
    expect(answer).toMatchObject({ state: 'confirmed', swap: null });
  });

  it('looks a hash up on whichever DEX chain knows it', async () => {
    const hash = await send();
    // Polygon's node is the test chain here; Ethereum's knows nothing.
    setDexRpcForTests(137, custom(chain, { retryCount: 0 }));
    setDexRpcForTests(1, emptyNode);
    const found = dexSwapStatusSchema.parse(await (await lookup(hash)).json());
    expect(found).toMatchObject({ chainId: 137, state: 'confirmed', swap: null });
    expect(found.explorerUrl).toContain('polygonscan');
  });

  it('looks a recorded hash up on the chain it was recorded on', async () => {
    const hash = await send();
    expect((await record(swapOf(hash))).status).toBe(201);
    const found = dexSwapStatusSchema.parse(
      await (await lookup(hash.toUpperCase().replace('0X', '0x'))).json(),
    );
    expect(found).toMatchObject({
      chainId: 1,
      state: 'confirmed',
      swap: { to: { symbol: 'USDC' } },
    });
  });

  it('answers 503 when the node fails, rather than a crash or a false not found', async () => {
    setDexRpcForTests(1, failingNode);
    const response = await status('1', UNKNOWN_HASH);
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('service_unavailable');
    expect(response.headers.get('retry-after')).toBe('5');
    const everywhere = await lookup(UNKNOWN_HASH);
    expect(everywhere.status).toBe(503);
  });
});
