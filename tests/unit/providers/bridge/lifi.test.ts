import { describe, expect, it } from 'vitest';
import { DEX_CHAINS } from '@/lib/dex/chains';
import { BRIDGE_STAGES, BRIDGE_STATUSES } from '@/lib/providers/bridge/contract';
import type {
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
} from '@/lib/providers/bridge/contract';
import { lifi } from '@/lib/providers/bridge/lifi';
import { fixture, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, rest, useVendorApi } from '../contract/harness';
import { SENDER, ETH, OP_ETH, USDC, ARB_USDC } from './tokens';

// LI.FI on the bridge contract, over the local vendor server with its recorded answers
// (lib/providers/bridge/lifi/fixtures, shaped after docs.li.fi and @lifi/types): a firm quote
// with the wallet's transaction, an ERC-20 route approving the Diamond, an indicative route
// without a wallet, every documented status outcome, the refusals in our words, a route naming
// an undocumented contract refused, and the failure matrix every vendor meets.

const answer = (name: string, status = 200): VendorAnswer => ({
  status,
  body: fixture(import.meta.url, `../../../../lib/providers/bridge/lifi/fixtures/${name}.json`),
});
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const DIAMOND = '0x1231DEB6f5749EF6cE6943a275A1D3E7486F4EaE';
const FOREIGN = '0x000000000000000000000000000000000000bEEF';

const NATIVE_ROUTE: BridgeRouteRequest = {
  from: ETH,
  to: ARB_USDC,
  amount: '1000000000000000000',
  slippageBps: 50,
  sender: SENDER,
};
const TOKEN_ROUTE: BridgeRouteRequest = {
  from: USDC,
  to: OP_ETH,
  amount: '1000000000',
  slippageBps: 50,
  sender: SENDER,
};
const TX_HASH = '0x6a0e8c3b1f2d4e5a7b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a';

const calls = {
  quote: rest('GET', '/quote'),
  routes: rest('POST', '/advanced/routes'),
  status: rest('GET', '/status'),
};

/** When this file began: every route it asks for is asked after it. */
const FILE_STARTED = Date.now();

/** What every route must be, whichever case answered it. */
function expectWellFormed(route: BridgeRoute) {
  for (const amount of [route.amountIn, route.amountOut, route.minOut])
    expect(amount).toMatch(/^\d+$/);
  expect(BigInt(route.minOut)).toBeLessThanOrEqual(BigInt(route.amountOut));
  expect(route.etaSeconds).toBeGreaterThan(0);
  expect(route.steps.length).toBeGreaterThan(0);
  // Later than the file began, whatever the vendor's validity: never already expired when asked.
  expect(Date.parse(route.expiresAt)).toBeGreaterThan(FILE_STARTED);
  for (const usd of [route.gasCostUsd, route.includedFeesUsd]) {
    if (usd !== null) expect(usd).toMatch(/^\d+(\.\d+)?$/);
  }
}

/** The answer with every mention of the Diamond replaced by an address LI.FI does not document. */
function foreign(reply: VendorAnswer, only?: 'approval' | 'target'): VendorAnswer {
  const body = structuredClone(reply.body) as {
    estimate: { approvalAddress: string };
    transactionRequest: { to: string };
  };
  if (only !== 'target') body.estimate.approvalAddress = FOREIGN;
  if (only !== 'approval') body.transactionRequest.to = FOREIGN;
  return { ...reply, body };
}

describe('LI.FI: the bridge contract', () => {
  const vendor = useVendorApi<BridgeProvider>({ adapter: lifi, basePath: '', baseline: [] });
  const route = (request: BridgeRouteRequest) => vendor.provider().route(request);
  const status = () => vendor.provider().status({ txHash: TX_HASH, fromChainId: 1, toChainId: 10 });

  it('declares the DEX chains and the Diamond as the spender on each', () => {
    const dexChains = DEX_CHAINS.map((chain) => chain.id);
    for (const chain of lifi.info.chains) {
      expect(dexChains).toContain(chain);
      expect(lifi.info.spenders[String(chain)]).toEqual([DIAMOND]);
    }
    expect(lifi.env).toEqual(['LIFI_INTEGRATOR']);
    expect(lifi.optionalEnv).toEqual(['LIFI_API_KEY']);
  });

  it('reads a firm quote: amounts, the transaction in decimal, steps, time and USD costs', async () => {
    vendor.routes([[calls.quote, answer('quote-native')]]);
    const result = await route(NATIVE_ROUTE);
    expect(result).toMatchObject({
      provider: 'lifi',
      execution: 'wallet',
      fromChainId: 1,
      toChainId: 42161,
      amountIn: '1000000000000000000',
      amountOut: '3401234567',
      minOut: '3384228394',
      spender: null,
      tx: { to: DIAMOND, value: '1000000000000000000', gas: '435704' },
      steps: [{ kind: 'bridge', tool: 'across', fromChainId: 1, toChainId: 42161 }],
      etaSeconds: 52,
      gasCostUsd: '16.89',
      includedFeesUsd: '9.89',
      reference: null,
    });
    expect(result.tx?.data).toMatch(/^0x1794958f/);
    expectWellFormed(result);
    expect(params(vendor.calls(calls.quote)[0]?.url)).toEqual({
      fromChain: '1',
      toChain: '42161',
      fromToken: '0x0000000000000000000000000000000000000000',
      toToken: ARB_USDC.address,
      fromAmount: '1000000000000000000',
      fromAddress: SENDER,
      toAddress: SENDER,
      slippage: '0.005',
      integrator: vendor.env.LIFI_INTEGRATOR,
    });
  });

  it('names the Diamond as spender for an ERC-20 and counts a fee paid on top as a cost', async () => {
    vendor.routes([[calls.quote, answer('quote-token')]]);
    const result = await route({ ...TOKEN_ROUTE, recipient: FOREIGN });
    expect(result).toMatchObject({
      spender: DIAMOND,
      tx: { to: DIAMOND, value: '180000000000000', gas: '563200' },
      steps: [
        { kind: 'bridge', tool: 'stargateV2', fromChainId: 1, toChainId: 10 },
        { kind: 'swap', tool: 'okx', fromChainId: 10, toChainId: 10 },
      ],
      etaSeconds: 184,
      // 21.20 of gas plus LayerZero's 0.61 sent as tx.value; LI.FI's 2.50 is in amountOut.
      gasCostUsd: '21.81',
      includedFeesUsd: '2.5',
    });
    expectWellFormed(result);
    expect(params(vendor.calls(calls.quote)[0]?.url)).toMatchObject({
      fromToken: USDC.address,
      toToken: '0x0000000000000000000000000000000000000000',
      toAddress: FOREIGN,
    });
  });

  it('routes without a wallet as indicative: /advanced/routes, no transaction', async () => {
    vendor.routes([[calls.routes, answer('routes-indicative')]]);
    const result = await route({ ...TOKEN_ROUTE, sender: undefined });
    expect(result).toMatchObject({
      tx: null,
      spender: DIAMOND,
      amountOut: '291234567891234567',
      minOut: '289778395051778394',
      // As the firm quote counts it: gas plus the fee paid on top.
      gasCostUsd: '21.81',
      includedFeesUsd: '2.5',
      etaSeconds: 184,
    });
    expectWellFormed(result);
    expect(vendor.calls(calls.quote)).toEqual([]);
    expect(JSON.parse(vendor.calls(calls.routes)[0]?.body ?? '{}')).toEqual({
      fromChainId: 1,
      toChainId: 10,
      fromTokenAddress: USDC.address,
      toTokenAddress: '0x0000000000000000000000000000000000000000',
      fromAmount: '1000000000',
      options: { slippage: 0.005, integrator: vendor.env.LIFI_INTEGRATOR, order: 'CHEAPEST' },
    });
  });

  it('refuses a route whose approval or transaction names a contract LI.FI does not document', async () => {
    for (const only of ['approval', 'target'] as const) {
      vendor.routes([[calls.quote, foreign(answer('quote-token'), only)]]);
      const error = await vendor.failure(route(TOKEN_ROUTE));
      expect(error.kind).toBe('bad_response');
      expect(error.message).toContain(FOREIGN);
    }
    // A native-coin route approves nothing, but its value still goes to tx.to.
    vendor.routes([[calls.quote, foreign(answer('quote-native'), 'target')]]);
    expect((await vendor.failure(route(NATIVE_ROUTE))).kind).toBe('bad_response');
  });

  it('says no_route for a documented 404 and for an empty route list', async () => {
    vendor.routes([[calls.quote, answer('error-no-quote', 404)]]);
    const error = await vendor.failure(route(NATIVE_ROUTE));
    expect(error.kind).toBe('no_route');
    expect(error.message).toContain('INSUFFICIENT_LIQUIDITY');
    vendor.routes([[calls.routes, answer('routes-empty')]]);
    expect((await vendor.failure(route({ ...NATIVE_ROUTE, sender: undefined }))).kind).toBe(
      'no_route',
    );
  });

  it('says amount_too_low when every tool refuses the amount', async () => {
    vendor.routes([[calls.quote, answer('error-amount-too-low', 404)]]);
    expect((await vendor.failure(route({ ...NATIVE_ROUTE, amount: '1000' }))).kind).toBe(
      'amount_too_low',
    );
  });

  it('sends the integrator on every quote and the optional key as its header', async () => {
    vendor.routes([[calls.quote, answer('quote-native')]]);
    await route(NATIVE_ROUTE);
    const sent = vendor.calls(calls.quote)[0];
    expect(sent?.headers['x-lifi-api-key']).toBe(vendor.env.LIFI_API_KEY);
    vendor.remake({ env: { LIFI_API_KEY: '' } });
    vendor.api().requests.length = 0;
    await vendor.provider().route(NATIVE_ROUTE);
    expect(vendor.calls(calls.quote)[0]?.headers).not.toHaveProperty('x-lifi-api-key');
  });

  const outcomes = [
    ['status-pending-source', { status: 'pending', stage: 'source', receivingTxHash: null }],
    ['status-pending-destination', { status: 'pending', stage: 'destination' }],
    [
      'status-done',
      {
        status: 'done',
        providerStatus: 'DONE/COMPLETED',
        stage: null,
        receivingTxHash: '0x8b2d4f6a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e1b3d',
        amountOut: '291012345678901234',
        receivedToken: null,
      },
    ],
    [
      'status-partial',
      {
        status: 'partial',
        amountOut: '996900000',
        receivedToken: {
          chainId: 10,
          address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
          decimals: 6,
          native: false,
        },
      },
    ],
    [
      'status-refunded',
      {
        status: 'refunded',
        receivingTxHash: '0x3c5e7b9d1f2a4c6e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e',
        receivedToken: { chainId: 1, address: USDC.address, decimals: 6, native: false },
      },
    ],
    [
      'status-failed',
      { status: 'failed', providerStatus: 'FAILED/SLIPPAGE_EXCEEDED', trackingUrl: null },
    ],
    ['status-not-found', { status: 'not_found', stage: null, trackingUrl: null }],
  ] as const;

  for (const [name, wanted] of outcomes) {
    it(`reads the ${name.replace('status-', '')} status`, async () => {
      vendor.routes([[calls.status, answer(name)]]);
      const transfer = await status();
      expect(transfer).toMatchObject(wanted);
      expect(BRIDGE_STATUSES).toContain(transfer.status);
      if (transfer.stage !== null) expect(BRIDGE_STAGES).toContain(transfer.stage);
      expect(params(vendor.calls(calls.status)[0]?.url)).toEqual({
        txHash: TX_HASH,
        fromChain: '1',
        toChain: '10',
      });
    });
  }

  it("links LI.FI's explorer page and reads an unknown status as pending", async () => {
    vendor.routes([[calls.status, answer('status-done')]]);
    expect((await status()).trackingUrl).toBe(`https://scan.li.fi/tx/${TX_HASH}`);
    vendor.routes([[calls.status, { status: 200, body: { status: 'constructor' } }]]);
    expect(await status()).toMatchObject({ status: 'pending', stage: null });
  });

  // LI.FI documents no body for its 401, 429 and 5xx answers: these carry none.
  itFailsLikeEveryVendor(
    vendor,
    {
      unauthorized: { status: 401, body: '' },
      rateLimited: { status: 429, body: '' },
      serverError: { status: 500, body: '' },
      wronglyShaped: { estimate: { toAmount: 'lots' } },
    },
    async (reply) => {
      vendor.routes([[calls.quote, reply]]);
      return vendor.failure(route(NATIVE_ROUTE));
    },
  );
});
