// @vitest-environment jsdom
import { ProviderDisconnectedError } from 'viem';
import { injected } from 'wagmi';
import { connect, disconnect, getBalance } from 'wagmi/actions';
import { describe, expect, it } from 'vitest';
import { DEX_CHAIN_IDS } from '@/lib/dex/chains';
import { createDexWagmiConfig } from '@/lib/dex/wallet/config';
import { connectedProvider } from '@/lib/dex/wallet/transport';
import { ACCOUNT_FUNDS, DEV_ADDRESS, startTestChain, type TestChain } from '@/tests/support/evm';

// The island's wagmi configuration: the five DEX chains, injected wallets (WalletConnect only
// with a project id; not built here, its provider would open a relay socket), and reads that go
// through the connected wallet, which is the only node a devnet-backed test wallet has.

const app = {
  name: 'Test',
  description: 'Test',
  url: 'https://example.com',
  icon: 'https://example.com/icon.svg',
};

/** An injected wallet over the test chain: it approves the connection and forwards the rest. */
function walletOver(chain: TestChain, requests: string[]) {
  return {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      requests.push(method);
      if (method === 'eth_requestAccounts') return [DEV_ADDRESS];
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }];
      return chain.request({ method, params } as Parameters<TestChain['request']>[0]);
    },
    on() {},
    removeListener() {},
  };
}

describe('the /dex wagmi config', () => {
  it("serves exactly the five DEX chains, by lib/dex/chains.ts's ids", () => {
    const config = createDexWagmiConfig({ app });
    expect(config.chains.map((chain) => chain.id)).toEqual([...DEX_CHAIN_IDS]);
  });

  it('offers window.ethereum and no WalletConnect without a project id', () => {
    const config = createDexWagmiConfig({ app });
    expect(config.connectors.map((connector) => connector.type)).toEqual(['injected']);
  });

  it('renders nothing on the server: no SSR hydration, so no wallet state in any HTML', () => {
    expect(createDexWagmiConfig({ app })._internal.ssr).toBe(false);
  });

  it('reads through the connected wallet: a balance comes from the chain behind it', async () => {
    const chain = await startTestChain({ clock: 'fixed' });
    const requests: string[] = [];
    const config = createDexWagmiConfig({ app });
    await connect(config, {
      connector: injected({
        target: { id: 'test', name: 'Test Wallet', provider: walletOver(chain, requests) as never },
      }),
    });
    const balance = await getBalance(config, { address: DEV_ADDRESS, chainId: 1 });
    expect(balance.value).toBe(ACCOUNT_FUNDS.eth);
    expect(requests).toContain('eth_getBalance');
    await disconnect(config);
  });
});

describe('the wallet transport', () => {
  const provider = { request: async () => '0x1' };
  const state = (chainId: number | undefined) => ({
    state: {
      current: chainId === undefined ? null : 'uid',
      connections: new Map(
        chainId === undefined
          ? []
          : [
              [
                'uid',
                {
                  chainId,
                  accounts: [DEV_ADDRESS],
                  connector: { getProvider: async () => provider },
                },
              ],
            ],
      ),
    },
  });

  it("answers only for the connection's own chain, so the public RPC serves any other", async () => {
    expect(await connectedProvider(state(1) as never, 1)).toBe(provider);
    expect(await connectedProvider(state(1) as never, 56)).toBeNull();
    expect(await connectedProvider(state(undefined) as never, 1)).toBeNull();
    expect(await connectedProvider(undefined, 1)).toBeNull();
  });

  it('tells the fallback to move on when no wallet can answer', async () => {
    const { connectedWallet } = await import('@/lib/dex/wallet/transport');
    const transport = connectedWallet(() => state(1) as never)({ chain: { id: 56 } as never });
    await expect(transport.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(
      ProviderDisconnectedError,
    );
  });
});
