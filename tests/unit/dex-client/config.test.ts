// @vitest-environment jsdom
import { ProviderDisconnectedError } from 'viem';
import { injected } from 'wagmi';
import { connect, disconnect, getBalance } from 'wagmi/actions';
import { describe, expect, it } from 'vitest';
import { DEX_CHAIN_IDS } from '@/lib/dex/chains';
import { createDexWagmiConfig } from '@/lib/dex/wallet/config';
import { connectedProvider } from '@/lib/dex/wallet/transport';
import { ACCOUNT_FUNDS, DEV_ADDRESS, startTestChain, type TestChain } from '@/tests/support/evm';

// The island's wagmi configuration: the five DEX chains, no storage, window.ethereum (the
// EIP-6963 wallets join as they announce themselves, WalletConnect when the visitor picks it),
// and reads through the connected wallet, the only node a devnet-backed test wallet has; the
// balance read also proves that no Multicall3 is needed (the test chain has none).

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
    const config = createDexWagmiConfig();
    expect(config.chains.map((chain) => chain.id)).toEqual([...DEX_CHAIN_IDS]);
  });

  it('starts with window.ethereum alone: WalletConnect is made when chosen, EIP-6963 wallets as announced', () => {
    const config = createDexWagmiConfig();
    expect(config.connectors.map((connector) => connector.type)).toEqual(['injected']);
  });

  it('renders nothing on the server and stores nothing in the browser', () => {
    const config = createDexWagmiConfig();
    expect(config._internal.ssr).toBe(false);
    expect(config.storage).toBeNull();
  });

  it('reads through the connected wallet: a balance comes from the chain behind it', async () => {
    const chain = await startTestChain({ clock: 'fixed' });
    const requests: string[] = [];
    const config = createDexWagmiConfig();
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
