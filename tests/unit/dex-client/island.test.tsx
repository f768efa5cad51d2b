// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { numberToHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { DexIsland } from '@/components/dex/island';
import { messages } from '@/components/dex/island-loader.messages';
import { DEV_ADDRESS, startTestChain, type TestChain } from '@/tests/support/evm';
import { renderIsland } from '@/tests/helpers/render';

// The island in a browser-like page with an EIP-6963 wallet over the test chain: what the
// visitor sees through connect, a declined connect, an unsupported network and its switch, and
// the wallet disconnecting on its own. (e2e/dex.spec.ts walks the same in Chromium.)

type Listener = (value: unknown) => void;

function installWallet(chain: TestChain, options: { rejectConnect?: boolean; chainId?: number }) {
  const state = { connected: false, chainId: options.chainId ?? 1, requests: [] as string[] };
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(value));
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      state.requests.push(method);
      if (method === 'eth_chainId') return numberToHex(state.chainId);
      if (method === 'eth_accounts') return state.connected ? [DEV_ADDRESS] : [];
      if (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions') {
        if (options.rejectConnect)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        state.connected = true;
        return method === 'eth_requestAccounts'
          ? [DEV_ADDRESS]
          : [{ parentCapability: 'eth_accounts' }];
      }
      if (method === 'wallet_getPermissions')
        return state.connected ? [{ parentCapability: 'eth_accounts' }] : [];
      if (method === 'wallet_switchEthereumChain') {
        state.chainId = Number((params?.[0] as { chainId: string }).chainId);
        queueMicrotask(() => emit('chainChanged', numberToHex(state.chainId)));
        return null;
      }
      return chain.request({ method, params } as Parameters<TestChain['request']>[0]);
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const info = {
    uuid: crypto.randomUUID(),
    name: 'Test Wallet',
    icon: 'data:image/svg+xml,%3Csvg/%3E',
    rdns: 'test.wallet',
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return {
    state,
    emit,
    uninstall: () => window.removeEventListener('eip6963:requestProvider', announce),
  };
}

let uninstall: (() => void) | undefined;
afterEach(() => {
  cleanup();
  uninstall?.();
  uninstall = undefined;
});

async function renderWithWallet(options: { rejectConnect?: boolean; chainId?: number } = {}) {
  const chain = await startTestChain({ clock: 'fixed' });
  const wallet = installWallet(chain, options);
  uninstall = wallet.uninstall;
  renderIsland(
    <DexIsland
      walletConnectProjectId={null}
      appName="Swaplens"
      appDescription="DEX"
      sandboxLabelled={false}
    />,
    messages,
  );
  return wallet;
}

const dialog = () => screen.getByRole('dialog', { name: 'Connect a wallet' });

async function connect() {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
  fireEvent.click(await within(dialog()).findByRole('button', { name: /Test Wallet/ }));
}

/** Connects and waits for the dialog to close, as the visitor would before using the bar. */
async function connected() {
  await connect();
  await screen.findByTestId('dex-account');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the /dex island', () => {
  it('connects the announced wallet, by its name and icon, and shows the account and network', async () => {
    await renderWithWallet();
    const connectButton = await screen.findByRole('button', { name: 'Connect wallet' });
    connectButton.focus();
    fireEvent.click(connectButton);
    const choice = await within(dialog()).findByRole('button', { name: /Test Wallet/ });
    expect(choice.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.click(choice);
    expect(await screen.findByTestId('dex-account')).toHaveProperty(
      'textContent',
      'Connected account 0xf39F…2266',
    );
    expect((screen.getByTestId('dex-network') as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The Connect button it was opened from is gone: focus lands on the network selector.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('dex-network')));
  });

  it('says a declined connect was declined and stays open to try again', async () => {
    await renderWithWallet({ rejectConnect: true });
    await connect();
    expect(await within(dialog()).findByTestId('dex-notice-connectRejected')).toHaveProperty(
      'textContent',
      expect.stringContaining('The connection was declined in your wallet'),
    );
    expect(screen.queryByTestId('dex-account')).toBeNull();
  });

  it("names an unsupported network and switches the wallet to the page's network", async () => {
    const wallet = await renderWithWallet({ chainId: 250 });
    await connected();
    const notice = await screen.findByTestId('dex-notice-unsupportedNetwork');
    expect(notice.textContent).toContain('chain ID 250');
    fireEvent.click(within(notice).getByRole('button', { name: 'Switch to Ethereum' }));
    await waitFor(() => expect(screen.queryByTestId('dex-notice-unsupportedNetwork')).toBeNull());
    expect(wallet.state.requests).toContain('wallet_switchEthereumChain');
    expect((screen.getByTestId('dex-network') as HTMLSelectElement).value).toBe('1');
  });

  it('tells a disconnect made in the wallet from one made on the page', async () => {
    const wallet = await renderWithWallet();
    await connected();
    await act(async () => {
      wallet.state.connected = false;
      wallet.emit('accountsChanged', []);
    });
    expect(await screen.findByTestId('dex-notice-disconnectedByWallet')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your wallet disconnected this site'),
    );
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('says there is no wallet in a browser without one', async () => {
    renderIsland(
      <DexIsland
        walletConnectProjectId={null}
        appName="Swaplens"
        appDescription="DEX"
        sandboxLabelled={false}
      />,
      messages,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    expect(within(dialog()).getByTestId('dex-notice-noWallet').textContent).toContain(
      'No wallet found in this browser. Install a wallet extension',
    );
    expect(within(dialog()).queryByTestId('dex-wallets')).toBeNull();
  });
});
