import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { bungee } from '@/lib/providers/bridge/bungee';
import type { BridgeProvider, BridgeRouteRequest } from '@/lib/providers/bridge/contract';
import type { TokenRef } from '@/lib/providers/kit/contract';
import { fixture, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, rest, testEnv, useVendorApi } from '../contract/harness';

// Bungee (Socket Swap V3) on the bridge contract, over the local vendor server with its
// recorded answers (lib/providers/bridge/bungee/fixtures, shaped after Socket's documented v3
// quote and status): the best transaction route, the spender check against Socket's
// AllowanceHolder and OpenRouter, an indicative route, every status outcome Socket documents,
// and the failure matrix of every vendor.

const load = (name: string) =>
  fixture(import.meta.url, `../../../../lib/providers/bridge/bungee/fixtures/${name}.json`);
const answer = (name: string, status = 200): VendorAnswer => ({ status, body: load(name) });
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOLDER = '0x50c4e75a512f2a14a7b304787adf79c4531a5909';
const SRC = '0x7f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e';
const ETH: TokenRef = { chainId: 1, address: NATIVE_TOKEN_ADDRESS, decimals: 18, native: true };
const USDC: TokenRef = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48',
  decimals: 6,
  native: false,
};
const ARB_USDC: TokenRef = {
  chainId: 42161,
  address: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  decimals: 6,
  native: false,
};

const NATIVE: BridgeRouteRequest = {
  from: ETH,
  to: { ...ETH, chainId: 42161 },
  amount: '100000000000000000',
  slippageBps: 50,
  sender: SENDER,
};
const TOKEN: BridgeRouteRequest = { ...NATIVE, from: USDC, to: ARB_USDC, amount: '1000000000' };

const calls = { quote: rest('GET', '/v3/swap/quote'), status: rest('GET', '/v3/swap/status') };

// Socket's docs show its error envelope but none of its texts: these carry no body.
const undocumented = (status: number): VendorAnswer => ({ status, body: '' });

const spec = { adapter: bungee, basePath: '', baseline: [] };

describe('Bungee: the bridge contract', () => {
  const vendor = useVendorApi<BridgeProvider>(spec);
  const env = testEnv(spec);
  const route = (request: BridgeRouteRequest = NATIVE) => vendor.provider().route(request);
  const status = (reference: string | null = 'q') =>
    vendor.provider().status({ txHash: SRC, fromChainId: 1, toChainId: 42161, reference });

  it('declares its chains, each with the AllowanceHolder and OpenRouter as documented', () => {
    const { chains, spenders } = bungee.info;
    expect(Object.keys(spenders).sort()).toEqual(chains.map(String).sort());
    for (const chain of chains) {
      expect(spenders[String(chain)]?.map((a) => a.toLowerCase())).toContain(HOLDER);
    }
  });

  it('reads a firm native route: the transaction to the AllowanceHolder, its quote id, its expiry', async () => {
    vendor.routes([[calls.quote, answer('quote-native')]]);
    const result = await route();
    expect(result).toMatchObject({
      provider: 'bungee',
      execution: 'wallet',
      fromChainId: 1,
      toChainId: 42161,
      amountIn: '100000000000000000',
      amountOut: '99741000000000000',
      minOut: '99242295000000000',
      spender: null,
      tx: { to: HOLDER, value: '100000000000000000' },
      steps: [{ kind: 'bridge', tool: 'Across', fromChainId: 1, toChainId: 42161 }],
      etaSeconds: 12,
      gasCostUsd: null,
      includedFeesUsd: null,
      reference: '0x8c2f6d1e4a3b5c7d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d',
      expiresAt: '2026-12-08T04:00:00.000Z',
    });
    const sent = vendor.calls(calls.quote)[0];
    expect(sent?.headers['x-api-key']).toBe(env.BUNGEE_API_KEY);
    expect(sent?.headers.affiliate).toBe(env.BUNGEE_AFFILIATE_ID);
    expect(params(sent?.url)).toEqual({
      userOps: 'tx',
      originChainId: '1',
      destinationChainId: '42161',
      inputToken: NATIVE_TOKEN_ADDRESS,
      outputToken: NATIVE_TOKEN_ADDRESS,
      inputAmount: '100000000000000000',
      userAddress: SENDER,
      receiverAddress: SENDER,
      slippage: '0.5',
    });
  });

  it('takes the MAX_OUTPUT route of an ERC-20 and names its AllowanceHolder as the spender', async () => {
    vendor.routes([[calls.quote, answer('quote-token')]]);
    const recipient = '0x000000000000000000000000000000000000bEEF';
    const result = await route({ ...TOKEN, recipient });
    expect(result).toMatchObject({
      amountOut: '999620000',
      minOut: '994621900',
      spender: HOLDER,
      tx: { to: HOLDER, value: '0' },
      steps: [{ kind: 'bridge', tool: 'Stargate' }],
      reference: '0x1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c',
    });
    expect(params(vendor.calls(calls.quote)[0]?.url)).toMatchObject({
      inputToken: USDC.address.toLowerCase(),
      outputToken: ARB_USDC.address,
      receiverAddress: recipient,
    });
  });

  it('asks an indicative route for a placeholder wallet and keeps only its amounts', async () => {
    vendor.routes([[calls.quote, answer('quote-token')]]);
    const result = await route({ ...TOKEN, sender: undefined });
    expect(result).toMatchObject({ amountOut: '999620000', tx: null, spender: null });
    expect(params(vendor.calls(calls.quote)[0]?.url).userAddress).not.toBe(SENDER);
  });

  it('refuses a transaction or an approval to a contract Socket does not document', async () => {
    const foreign = '0x000000000000000000000000000000000000bEEF';
    type Routes = { result: { routes: { approval: object; txData: { object: object } }[] } };
    const target = load('quote-token') as Routes;
    for (const r of target.result.routes) r.txData.object = { ...r.txData.object, to: foreign };
    vendor.routes([[calls.quote, { status: 200, body: target }]]);
    expect((await vendor.failure(route(TOKEN))).kind).toBe('bad_response');
    const body = load('quote-token') as Routes;
    for (const r of body.result.routes) r.approval = { ...r.approval, spenderAddress: foreign };
    vendor.routes([[calls.quote, { status: 200, body }]]);
    expect((await vendor.failure(route(TOKEN))).kind).toBe('bad_response');
    // Refused even for an indicative route: it would be shown beside routes that can be sent.
    expect((await vendor.failure(route({ ...TOKEN, sender: undefined }))).kind).toBe(
      'bad_response',
    );
  });

  it('says no_route when Socket answers no transaction route', async () => {
    vendor.routes([[calls.quote, answer('quote-no-routes')]]);
    expect(await vendor.failure(route({ ...NATIVE, amount: '1000' }))).toMatchObject({
      kind: 'no_route',
      isClientError: true,
    });
  });

  const outcomes = [
    ['status-pending-source', 'pending', 'source'],
    ['status-pending-bridging', 'pending', 'bridging'],
    ['status-refund-pending', 'pending', 'bridging'],
    ['status-completed', 'done', null],
    ['status-refunded', 'refunded', null],
    ['status-expired', 'failed', null],
  ] as const;

  for (const [name, ours, stage] of outcomes) {
    it(`reads ${name} as ${ours}${stage ? ` (${stage})` : ''}`, async () => {
      vendor.routes([[calls.status, answer(name)]]);
      expect(await status()).toMatchObject({ status: ours, stage });
    });
  }

  it('reads what arrived, the refund, the quote id on the wire and the SocketScan link', async () => {
    vendor.routes([[calls.status, answer('status-completed')]]);
    expect(await status('0xabc')).toMatchObject({
      providerStatus: 'COMPLETED',
      receivingTxHash: '0x4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b',
      amountOut: '999620000',
      trackingUrl: `https://socketscan.io/tx/${SRC}`,
    });
    expect(params(vendor.calls(calls.status)[0]?.url)).toEqual({ quoteId: '0xabc' });
    vendor.routes([[calls.status, answer('status-refunded')]]);
    expect(await status()).toMatchObject({
      receivingTxHash: '0x2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c',
      amountOut: '1000000000',
      receivedToken: { chainId: 1, address: USDC.address.toLowerCase(), native: false },
    });
    vendor.routes([[calls.status, answer('status-pending-bridging')]]);
    expect((await status()).amountOut).toBeNull();
  });

  it('reads an unknown status as pending, a 404 as not_found, and asks nothing without a quote id', async () => {
    const body = load('status-completed') as { result: object };
    const odd = {
      ...body,
      result: { ...body.result, status: 'constructor', statusCode: 'constructor' },
    };
    vendor.routes([[calls.status, { status: 200, body: odd }]]);
    expect((await status()).status).toBe('pending');
    vendor.routes([[calls.status, undocumented(404)]]);
    expect((await vendor.failure(status())).kind).toBe('not_found');
    vendor.api().requests.length = 0;
    expect((await vendor.failure(status(null))).kind).toBe('rejected');
    expect(vendor.api().requests).toEqual([]);
  });

  itFailsLikeEveryVendor(
    vendor,
    {
      unauthorized: undocumented(401),
      rateLimited: undocumented(429),
      serverError: undocumented(500),
      wronglyShaped: { success: true, result: { routes: 'many' } },
    },
    async (reply) => {
      vendor.routes([[calls.quote, reply]]);
      return vendor.failure(route());
    },
  );
});
