import { describe, expect, it } from 'vitest';
import { DEX_CHAINS, NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import { BRIDGE_STAGES, BRIDGE_STATUSES } from '@/lib/providers/bridge/contract';
import type {
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
} from '@/lib/providers/bridge/contract';
import { squid } from '@/lib/providers/bridge/squid';
import { fixture, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, rest, useVendorApi } from '../contract/harness';
import { SENDER, ETH, OP_ETH, USDC, ARB_USDC } from './tokens';

// Squid v2 on the bridge contract, over the local vendor server with its recorded answers
// (lib/providers/bridge/squid/fixtures, shaped after docs.squidrouter.com and squid-types): a
// firm route with the router's transaction and the quoteId, an ERC-20 route approving the
// router, a quoteOnly route without a wallet, every documented squidTransactionStatus, a route
// naming an undocumented contract refused, and the failure matrix every vendor meets.

const answer = (name: string, status = 200): VendorAnswer => ({
  status,
  body: fixture(import.meta.url, `../../../../lib/providers/bridge/squid/fixtures/${name}.json`),
});
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const ROUTER = '0xce16F69375520ab01377ce7B88f5BA8C48F8D666';
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

const calls = { route: rest('POST', '/route'), status: rest('GET', '/status') };

/** When this file began: every route it asks for is asked after it. */
const FILE_STARTED = Date.now();
function expectWellFormed(route: BridgeRoute) {
  for (const amount of [route.amountIn, route.amountOut, route.minOut]) {
    expect(amount).toMatch(/^\d+$/);
  }
  expect(BigInt(route.minOut)).toBeLessThanOrEqual(BigInt(route.amountOut));
  expect(route.etaSeconds).toBeGreaterThan(0);
  expect(route.steps.length).toBeGreaterThan(0);
  // Later than the file began, whatever the vendor's validity: never already expired when asked.
  expect(Date.parse(route.expiresAt)).toBeGreaterThan(FILE_STARTED);
  expect(route.reference).toMatch(/^[0-9a-f]+$/);
}

/** The answer with the router replaced by an address Squid does not document. */
function foreign(reply: VendorAnswer): VendorAnswer {
  const body = structuredClone(reply.body) as { route: { transactionRequest: { target: string } } };
  body.route.transactionRequest.target = FOREIGN;
  return { ...reply, body };
}

describe('Squid: the bridge contract', () => {
  const vendor = useVendorApi<BridgeProvider>({ adapter: squid, basePath: '', baseline: [] });
  const route = (request: BridgeRouteRequest) => vendor.provider().route(request);
  const sentBody = () =>
    JSON.parse(vendor.calls(calls.route)[0]?.body ?? '{}') as Record<string, unknown>;

  it('declares the DEX chains and the router as the spender on each', () => {
    const dexChains = DEX_CHAINS.map((chain) => chain.id);
    for (const chain of squid.info.chains) {
      expect(dexChains).toContain(chain);
      expect(squid.info.spenders[String(chain)]).toEqual([ROUTER]);
    }
  });

  it('reads a firm route: amounts, the router transaction, steps, time, costs and quoteId', async () => {
    vendor.routes([[calls.route, answer('route-native')]]);
    const result = await route(NATIVE_ROUTE);
    expect(result).toMatchObject({
      provider: 'squid',
      execution: 'wallet',
      fromChainId: 1,
      toChainId: 42161,
      amountIn: '1000000000000000000',
      amountOut: '3401987654',
      minOut: '3384977716',
      spender: null,
      tx: { to: ROUTER, value: '1001350000000000000', gas: '500000' },
      steps: [
        { kind: 'swap', tool: 'Uniswap V3', fromChainId: 1, toChainId: 1 },
        { kind: 'bridge', tool: 'Axelar', fromChainId: 1, toChainId: 42161 },
        { kind: 'swap', tool: 'Uniswap V3', fromChainId: 42161, toChainId: 42161 },
      ],
      etaSeconds: 20,
      // 18.12 of gas plus the gas receiver (4.09) and boost (0.51) fees sent with the value.
      gasCostUsd: '22.72',
      includedFeesUsd: null,
      reference: '6f388be5205ee044cd7fd5047a4ce72e',
    });
    expectWellFormed(result);
    expect(vendor.calls(calls.route)[0]?.headers['x-integrator-id']).toBe(
      vendor.env.SQUID_INTEGRATOR_ID,
    );
    expect(sentBody()).toEqual({
      fromChain: '1',
      toChain: '42161',
      fromToken: NATIVE_TOKEN_ADDRESS,
      toToken: ARB_USDC.address,
      fromAmount: '1000000000000000000',
      fromAddress: SENDER,
      toAddress: SENDER,
      slippage: 0.5,
      quoteOnly: false,
    });
  });

  it('names the router as spender for an ERC-20, the integrator fee as included', async () => {
    vendor.routes([[calls.route, answer('route-token')]]);
    const result = await route({ ...TOKEN_ROUTE, recipient: FOREIGN });
    expect(result).toMatchObject({
      spender: ROUTER,
      tx: { to: ROUTER, value: '1100000000000000', gas: '650000' },
      gasCostUsd: '27.46',
      includedFeesUsd: '2.5',
      reference: '27232c0b82fa6661b2799894bd0da80c',
    });
    expectWellFormed(result);
    expect(sentBody()).toMatchObject({ fromToken: USDC.address, toAddress: FOREIGN });
  });

  it('routes without a wallet as quoteOnly: no transaction, no addresses sent', async () => {
    vendor.routes([[calls.route, answer('route-quote-only')]]);
    const result = await route({ ...TOKEN_ROUTE, sender: undefined });
    expect(result).toMatchObject({ tx: null, spender: null, amountOut: '291345678901234567' });
    expectWellFormed(result);
    const body = sentBody();
    expect(body).toMatchObject({ quoteOnly: true });
    expect(body).not.toHaveProperty('fromAddress');
    expect(body).not.toHaveProperty('toAddress');
  });

  it('refuses a route whose transaction goes to a contract Squid does not document', async () => {
    for (const [name, request] of [
      ['route-token', TOKEN_ROUTE],
      ['route-native', NATIVE_ROUTE],
    ] as const) {
      vendor.routes([[calls.route, foreign(answer(name))]]);
      const error = await vendor.failure(route(request));
      expect(error.kind).toBe('bad_response');
      expect(error.message).toContain(FOREIGN);
    }
  });

  it('refuses a firm route that comes without its transaction', async () => {
    vendor.routes([[calls.route, answer('route-quote-only')]]);
    expect((await vendor.failure(route(TOKEN_ROUTE))).kind).toBe('bad_response');
  });

  const outcomes = [
    ['status-ongoing', { status: 'pending', stage: 'bridging', receivingTxHash: null }],
    ['status-needs-gas', { status: 'pending', stage: 'needs_gas' }],
    [
      'status-success',
      {
        status: 'done',
        providerStatus: 'success/destination_executed',
        stage: null,
        receivingTxHash: '0x8b2d4f6a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e1b3d',
      },
    ],
    ['status-partial-success', { status: 'partial', receivedToken: null, amountOut: null }],
    [
      'status-refund',
      {
        status: 'refunded',
        receivingTxHash: '0x3c5e7b9d1f2a4c6e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e',
      },
    ],
    ['status-failed-on-destination', { status: 'failed', stage: null }],
    ['status-not-found', { status: 'not_found', receivingTxHash: null }],
  ] as const;

  for (const [name, wanted] of outcomes) {
    it(`reads the ${name.replace('status-', '')} status, asked with the quoteId`, async () => {
      vendor.routes([[calls.status, answer(name)]]);
      const transfer = await vendor.provider().status({
        txHash: TX_HASH,
        fromChainId: 1,
        toChainId: 10,
        reference: '27232c0b82fa6661b2799894bd0da80c',
      });
      expect(transfer).toMatchObject({
        ...wanted,
        trackingUrl: `https://axelarscan.io/gmp/${TX_HASH}`,
      });
      expect(BRIDGE_STATUSES).toContain(transfer.status);
      if (transfer.stage !== null) expect(BRIDGE_STAGES).toContain(transfer.stage);
      expect(params(vendor.calls(calls.status)[0]?.url)).toEqual({
        transactionId: TX_HASH,
        fromChainId: '1',
        toChainId: '10',
        quoteId: '27232c0b82fa6661b2799894bd0da80c',
      });
    });
  }

  it('reads an unknown status as pending', async () => {
    vendor.routes([
      [calls.status, { status: 200, body: { squidTransactionStatus: 'constructor' } }],
    ]);
    const transfer = await vendor
      .provider()
      .status({ txHash: TX_HASH, fromChainId: 1, toChainId: 10 });
    expect(transfer).toMatchObject({ status: 'pending', stage: null, trackingUrl: null });
    expect(params(vendor.calls(calls.status)[0]?.url)).not.toHaveProperty('quoteId');
  });

  // Squid's documentation shows no body for its error answers: these carry none.
  itFailsLikeEveryVendor(
    vendor,
    {
      unauthorized: { status: 401, body: '' },
      rateLimited: { status: 429, body: '' },
      serverError: { status: 500, body: '' },
      wronglyShaped: { route: { estimate: { toAmount: 'lots' } } },
    },
    async (reply) => {
      vendor.routes([[calls.route, reply]]);
      return vendor.failure(route(NATIVE_ROUTE));
    },
  );
});
