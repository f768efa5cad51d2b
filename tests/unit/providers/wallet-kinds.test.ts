import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BRIDGE_STATUSES,
  type BridgeProvider,
  type BridgeRoute,
  type BridgeStatusRequest,
  type WalletTx as BridgeTx,
} from '@/lib/providers/bridge/contract';
import { defineBridgeAdapter } from '@/lib/providers/bridge/kind';
import type { BridgeId } from '@/lib/providers/bridge/registry';
import type {
  DexProvider,
  DexQuote,
  DexQuoteRequest,
  WalletTx,
} from '@/lib/providers/dex/contract';
import { defineDexAdapter } from '@/lib/providers/dex/kind';
import type { DexId } from '@/lib/providers/dex/registry';
import type { TokenRef } from '@/lib/providers/kit/contract';
import { ProviderError } from '@/lib/providers/kit/errors';

// The DEX and bridge kinds have contracts and kind objects but no adapter yet: these tests pin
// their shapes (type level) and show that an adapter declared on them runs through the kit's one
// definer (stamped answers, every failure a ProviderError of the adapter).

const USDC: TokenRef = {
  chainId: 1,
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  native: false,
};
const ETH_ON_BASE: TokenRef = {
  chainId: 8453,
  address: `0x${'0'.repeat(40)}`,
  decimals: 18,
  native: true,
};
const TX: WalletTx = { to: `0x${'1'.repeat(40)}`, data: '0xabcdef', value: '0' };

class FakeClient {
  constructor(readonly key: string) {}
  answer = (): Promise<string> => Promise.resolve('990000');
  fail = (): Promise<never> => Promise.reject(new Error(`broke with ${this.key}`));
}

const acmeDex = defineDexAdapter({
  info: {
    id: 'acme-dex',
    name: 'Acme DEX',
    sandbox: false,
    website: 'https://acme.example',
    chains: [1],
    spenders: { '1': [TX.to] },
  },
  env: ['ACME_DEX_API_KEY'],
  envDocs: { ACME_DEX_API_KEY: 'Enables the Acme DEX adapter.' },
  client: (config) => new FakeClient(config.env.ACME_DEX_API_KEY),
  async quote(client, request) {
    if (request.amount === '0') await client.fail();
    const amountOut = await client.answer();
    return {
      amountIn: request.amount,
      amountOut,
      minOut: '985050',
      spender: TX.to,
      tx: TX,
      expiresAt: '2026-12-02T18:00:00Z',
      gasUnits: '150000',
      priceImpact: null,
      route: [{ name: 'Acme Pool', share: 1 }],
    };
  },
});

const acmeBridge = defineBridgeAdapter({
  info: {
    id: 'acme-bridge',
    name: 'Acme Bridge',
    sandbox: false,
    website: 'https://acme.example',
    chains: [1, 8453],
    spenders: { '1': ['0x1231DEB6f5749EF6cE6943a275A1D3E7486F4EaE'] },
  },
  env: ['ACME_BRIDGE_API_KEY'],
  envDocs: { ACME_BRIDGE_API_KEY: 'Enables the Acme bridge adapter.' },
  client: (config) => new FakeClient(config.env.ACME_BRIDGE_API_KEY),
  async route(client, request) {
    return {
      amountIn: request.amount,
      amountOut: await client.answer(),
      minOut: '980000',
      spender: null,
      tx: { ...TX, value: request.amount, gas: '210000' },
      expiresAt: '2026-12-02T18:00:00Z',
      steps: [{ kind: 'bridge', tool: 'across', fromChainId: 1, toChainId: 8453 }],
      etaSeconds: 120,
      gasCostUsd: '0.42',
      includedFeesUsd: null,
      reference: null,
    };
  },
  async status(client, request) {
    if (request.txHash === '0xdead') await client.fail();
    return {
      status: 'done',
      providerStatus: 'DONE',
      stage: null,
      receivingTxHash: '0xbeef',
      amountOut: '1',
      receivedToken: null,
      trackingUrl: null,
    };
  },
});

describe('DEX and bridge kinds', () => {
  it('pin the wallet-executed shapes', () => {
    expectTypeOf<WalletTx['gas']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<DexQuote['spender']>().toEqualTypeOf<string | null>();
    expectTypeOf<DexQuote>().toHaveProperty('minOut').toEqualTypeOf<string>();
    expectTypeOf<DexQuote>().toHaveProperty('expiresAt').toEqualTypeOf<string>();
    expectTypeOf<DexQuote['tx']>().toEqualTypeOf<WalletTx | null>();
    expectTypeOf<BridgeRoute['tx']>().toEqualTypeOf<BridgeTx | null>();
    expectTypeOf<BridgeTx>().toEqualTypeOf<WalletTx>();
    expectTypeOf<DexProvider['quote']>().parameter(0).toEqualTypeOf<DexQuoteRequest>();
    expectTypeOf<BridgeStatusRequest>().toHaveProperty('txHash').toEqualTypeOf<string>();
    expectTypeOf<Parameters<BridgeProvider['status']>[0]>().toEqualTypeOf<BridgeStatusRequest>();
    expectTypeOf(acmeDex.create({ env: { ACME_DEX_API_KEY: 'k' } })).toEqualTypeOf<DexProvider>();
    expectTypeOf<'acme-dex'>().not.toExtend<DexId>();
    expectTypeOf<'sandbox-dex'>().toExtend<BridgeId>();
    expect(BRIDGE_STATUSES).toContain('done');
  });

  it('stamps a DEX quote and keeps every failure a ProviderError of the adapter', async () => {
    const provider = acmeDex.create({ env: { ACME_DEX_API_KEY: 'secret-key' } });
    const request = {
      chainId: 1,
      from: USDC,
      to: USDC,
      amount: '1000000',
      slippageBps: 50,
      taker: TX.to,
    };
    await expect(provider.quote(request)).resolves.toEqual({
      provider: 'acme-dex',
      chainId: 1,
      execution: 'wallet',
      amountIn: '1000000',
      amountOut: '990000',
      minOut: '985050',
      spender: TX.to,
      tx: TX,
      expiresAt: '2026-12-02T18:00:00Z',
      gasUnits: '150000',
      priceImpact: null,
      route: [{ name: 'Acme Pool', share: 1 }],
    });
    const failure = await provider
      .quote({ ...request, amount: '0' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'acme-dex', kind: 'unavailable' });
  });

  it('stamps a bridge route with both chains and reads a status by the tx hash', async () => {
    const provider = acmeBridge.create({ env: { ACME_BRIDGE_API_KEY: 'k' } });
    const route = await provider.route({
      from: USDC,
      to: ETH_ON_BASE,
      amount: '1000000',
      slippageBps: 50,
      sender: TX.to,
      recipient: TX.to,
    });
    expect(route).toMatchObject({
      provider: 'acme-bridge',
      fromChainId: 1,
      toChainId: 8453,
      execution: 'wallet',
      spender: null,
      tx: { gas: '210000', value: '1000000' },
    });
    const status = { txHash: '0xabc', fromChainId: 1, toChainId: 8453 };
    await expect(provider.status(status)).resolves.toMatchObject({ status: 'done' });
    await expect(provider.status({ ...status, txHash: '0xdead' })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});
