import { describe, expect, it } from 'vitest';
import type { BridgeProvider, BridgeRouteRequest } from '@/lib/providers/bridge/contract';
import { rango } from '@/lib/providers/bridge/rango';
import { fixture, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, rest, testEnv, useVendorApi } from '../contract/harness';
import { SENDER, ETH, ARB_ETH, USDC, ARB_USDC } from './tokens';

// Rango (Basic API) on the bridge contract, over the local vendor server with its recorded
// answers (lib/providers/bridge/rango/fixtures, shaped after Rango's documented Basic API): an
// indicative route, firm routes with the Diamond's transaction, the spender check, the routing
// refusals inside 200 answers, every status outcome, and the failure matrix of every vendor.

const load = (name: string) =>
  fixture(import.meta.url, `../../../../lib/providers/bridge/rango/fixtures/${name}.json`);
const answer = (name: string, status = 200): VendorAnswer => ({ status, body: load(name) });
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const DIAMOND = '0x69460570c93f9DE5E2edbC3052bf10125f0Ca22d';

const NATIVE: BridgeRouteRequest = {
  from: ETH,
  to: ARB_ETH,
  amount: '100000000000000000',
  slippageBps: 50,
  sender: SENDER,
};
const TOKEN: BridgeRouteRequest = { ...NATIVE, from: USDC, to: ARB_USDC, amount: '1000000000' };

const calls = {
  quote: rest('GET', '/basic/quote'),
  swap: rest('GET', '/basic/swap'),
  status: rest('GET', '/basic/status'),
};

// Rango documents its 401/403, 429 and 5xx answers by code only, without a body: these carry none.
const undocumented = (status: number): VendorAnswer => ({ status, body: '' });

const spec = { adapter: rango, basePath: '', baseline: [] };

describe('Rango: the bridge contract', () => {
  const vendor = useVendorApi<BridgeProvider>(spec);
  const key = testEnv(spec).RANGO_API_KEY;
  const route = (request: BridgeRouteRequest = NATIVE) => vendor.provider().route(request);
  const status = (reference: string | null = 'b3a12c6d-86b8-4c21-97e4-809151dd4036') =>
    vendor.provider().status({
      txHash: '0xfa88b705a5b4049adac7caff50c887d9600ef023ef1a937f8f8b6f44e90042b5',
      fromChainId: 1,
      toChainId: 42161,
      reference,
    });

  it('declares its chains, each with the Diamond as the documented spender', () => {
    const { chains, spenders } = rango.info;
    expect(Object.keys(spenders).sort()).toEqual(chains.map(String).sort());
    for (const chain of chains) expect(spenders[String(chain)]).toEqual([DIAMOND]);
  });

  it('reads an indicative route from /basic/quote: no transaction, no spender, the requestId', async () => {
    vendor.routes([[calls.quote, answer('quote-native')]]);
    const askedAt = Date.now();
    const result = await route({ ...NATIVE, sender: undefined });
    expect(result).toMatchObject({
      provider: 'rango',
      execution: 'wallet',
      fromChainId: 1,
      toChainId: 42161,
      amountIn: '100000000000000000',
      amountOut: '99712345678901234',
      minOut: '99213783950506727',
      spender: null,
      tx: null,
      etaSeconds: 45,
      steps: [{ kind: 'bridge', tool: 'Across', fromChainId: 1, toChainId: 42161 }],
      reference: 'b3a12c6d-86b8-4c21-97e4-809151dd4036',
    });
    // 2765400000000000 wei of gas at $3412.5671, and Across' 287654321098766 wei out of the output.
    expect(result.gasCostUsd).toBe('9.4371');
    expect(result.includedFeesUsd).toBe('0.9816');
    expect(Date.parse(result.expiresAt)).toBeGreaterThan(askedAt);
    const sent = params(vendor.calls(calls.quote)[0]?.url);
    expect(sent).toEqual({
      from: 'ETH',
      to: 'ARBITRUM',
      amount: '100000000000000000',
      slippage: '0.5',
      apiKey: key,
    });
    expect(vendor.calls(calls.swap)).toEqual([]);
  });

  it('reads a firm native route from /basic/swap: the Diamond is called, nothing approved', async () => {
    vendor.routes([[calls.swap, answer('swap-native')]]);
    const result = await route();
    expect(result).toMatchObject({
      spender: null,
      tx: { to: DIAMOND, value: '100000000000000000', gas: '230450' },
      reference: '6a1f3c2e-59d4-4b7e-a2c8-1d9e0f7b3a55',
    });
    expect(result.tx?.data).toMatch(/^0x1b6e4a5f/);
    expect(params(vendor.calls(calls.swap)[0]?.url)).toMatchObject({
      fromAddress: SENDER,
      toAddress: SENDER,
      disableEstimate: 'true',
      infiniteApprove: 'false',
      apiKey: key,
    });
  });

  it('names the Diamond as the spender of an ERC-20 and sends the recipient as toAddress', async () => {
    vendor.routes([[calls.swap, answer('swap-token')]]);
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const result = await route({ ...TOKEN, recipient });
    expect(result).toMatchObject({
      amountOut: '999400000',
      minOut: '994403000',
      spender: DIAMOND,
      tx: { to: DIAMOND, value: '180000000000000' },
      steps: [{ kind: 'bridge', tool: 'Stargate', fromChainId: 1, toChainId: 42161 }],
    });
    // Gas and the messaging fee paid in ETH; Stargate's 0.6 USDC is out of the output.
    expect(result.gasCostUsd).toBe('12.9609');
    expect(result.includedFeesUsd).toBe('0.5999');
    expect(params(vendor.calls(calls.swap)[0]?.url)).toMatchObject({
      from: 'ETH--0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      to: 'ARBITRUM--0xaf88d065e77c8cc2239327c5edb3a432268e5831',
      toAddress: recipient,
    });
  });

  it('refuses a transaction or an approval to a contract Rango does not document', async () => {
    const foreign = '0x000000000000000000000000000000000000bEEF';
    const swap = load('swap-token') as { tx: Record<string, unknown> };
    const body = (tx: Record<string, unknown>) => ({ ...swap, tx: { ...swap.tx, ...tx } });
    vendor.routes([[calls.swap, { status: 200, body: body({ txTo: foreign }) }]]);
    expect((await vendor.failure(route(TOKEN))).kind).toBe('bad_response');
    const approve = `0x095ea7b3${foreign.slice(2).padStart(64, '0')}${'0'.repeat(63)}1`;
    vendor.routes([[calls.swap, { status: 200, body: body({ approveData: approve }) }]]);
    expect((await vendor.failure(route(TOKEN))).kind).toBe('bad_response');
    vendor.routes([[calls.swap, { status: 200, body: body({ approveTo: foreign }) }]]);
    expect((await vendor.failure(route(TOKEN))).kind).toBe('bad_response');
  });

  it('says no_route for NO_ROUTE, and the amount limits for INPUT_LIMIT_ISSUE', async () => {
    vendor.routes([[calls.quote, answer('quote-no-route')]]);
    const none = await vendor.failure(route({ ...NATIVE, sender: undefined }));
    expect(none).toMatchObject({ kind: 'no_route', isClientError: true });
    vendor.routes([[calls.swap, answer('quote-input-limit')]]);
    const low = await vendor.failure(route({ ...NATIVE, amount: '1000' }));
    expect(low).toMatchObject({ kind: 'amount_too_low', details: { min: '40666469010361176' } });
    const high = await vendor.failure(route({ ...NATIVE, amount: '1'.padEnd(30, '0') }));
    expect(high).toMatchObject({
      kind: 'amount_too_high',
      details: { max: '67777448350601960000000' },
    });
  });

  it('says pair_unavailable without a request for a chain it does not serve', async () => {
    const error = await vendor.failure(route({ ...NATIVE, to: { ...ARB_ETH, chainId: 8453 } }));
    expect(error.kind).toBe('pair_unavailable');
    expect(vendor.api().requests).toEqual([]);
  });

  const outcomes = [
    ['status-unknown', 'not_found', null, 'null'],
    ['status-running-source', 'pending', 'source', 'running'],
    ['status-running-bridging', 'pending', 'bridging', 'running'],
    ['status-success', 'done', null, 'success/DESIRED_OUTPUT'],
    ['status-partial', 'partial', null, 'success/MIDDLE_ASSET_IN_DEST'],
    ['status-refunded', 'refunded', null, 'failed/REVERTED_TO_INPUT'],
    ['status-middle-source', 'refunded', null, 'failed/MIDDLE_ASSET_IN_SRC'],
    ['status-failed', 'failed', null, 'failed'],
  ] as const;

  for (const [name, ours, stage, raw] of outcomes) {
    it(`reads ${name} as ${ours}${stage ? ` (${stage})` : ''}`, async () => {
      vendor.routes([[calls.status, answer(name)]]);
      expect(await status()).toMatchObject({ status: ours, stage, providerStatus: raw });
    });
  }

  it('reads what arrived: the destination hash and amount, or the other token and Rango’s links', async () => {
    vendor.routes([[calls.status, answer('status-success')]]);
    expect(await status()).toMatchObject({
      receivingTxHash: '0x3c1d5e7f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d',
      amountOut: '999400000',
      receivedToken: null,
      trackingUrl: expect.stringMatching(/^https:\/\/arbiscan\.io\/tx\//) as unknown as string,
    });
    vendor.routes([[calls.status, answer('status-partial')]]);
    expect((await status()).receivedToken).toEqual({
      chainId: 42161,
      address: '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
      decimals: 6,
      native: false,
    });
    vendor.routes([[calls.status, answer('status-refunded')]]);
    expect(await status()).toMatchObject({
      receivingTxHash: null,
      amountOut: '1000000000',
      receivedToken: { chainId: 1, address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
    });
    vendor.routes([[calls.status, answer('status-failed')]]);
    expect((await status()).trackingUrl).toMatch(/diagnosis/);
    expect(params(vendor.calls(calls.status)[0]?.url)).toEqual({
      requestId: 'b3a12c6d-86b8-4c21-97e4-809151dd4036',
      txId: '0xfa88b705a5b4049adac7caff50c887d9600ef023ef1a937f8f8b6f44e90042b5',
      apiKey: key,
    });
  });

  it('reads an unknown status as pending (the kit warns), and asks nothing without a requestId', async () => {
    vendor.routes([
      [
        calls.status,
        { status: 200, body: { ...(load('status-failed') as object), status: 'constructor' } },
      ],
    ]);
    expect((await status()).status).toBe('pending');
    vendor.api().requests.length = 0;
    expect((await vendor.failure(status(null))).kind).toBe('rejected');
    expect(vendor.api().requests).toEqual([]);
  });

  itFailsLikeEveryVendor(
    vendor,
    {
      unauthorized: undocumented(403),
      rateLimited: undocumented(429),
      serverError: undocumented(500),
      wronglyShaped: { requestId: 'x', resultType: 'OK', route: { outputAmount: 'lots' } },
    },
    async (reply) => {
      vendor.routes([[calls.swap, reply]]);
      return vendor.failure(route());
    },
  );
});
