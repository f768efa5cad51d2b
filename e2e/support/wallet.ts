import type { Page } from '@playwright/test';
import { numberToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ADDRESS, DEV_PRIVATE_KEY } from '../../tests/support/evm/constants';
import { connectDevnet } from '../../tests/support/evm/remote';
import { providerScript } from './wallet-page';

// An injected browser wallet for Playwright (docs/dex.md "Tests"): the page gets an EIP-1193
// provider, announced through EIP-6963 ("Test Wallet", rdns test.wallet) and set as
// window.ethereum, whose every request crosses to this process through page.exposeFunction and
// is answered here, from the wallet's state and the test chain. Nothing goes from the page to
// the network: the site's CSP (connect-src) would refuse a fetch to the devnet.
//
//   const devnet = await startDevnet({ port });          // or connectDevnet(url)
//   const wallet = await installTestWallet(page, devnet);
//   await page.goto('/en/dex');                           // connect, quote, approve, swap...
//   wallet.set({ rejectTransactions: true });            // the next signature is refused (4001)

/** What the wallet forwards to: a chain in this process, or a devnet by URL. */
export type WalletBackend =
  | { send(request: { method: string; params?: unknown[] }): Promise<unknown> }
  | { chain: { send(request: { method: string; params?: unknown[] }): Promise<unknown> } }
  | { url: string };

export interface TestWalletOptions {
  /** eth_requestAccounts answers 4001 (the user closed the connect prompt). */
  rejectConnect: boolean;
  /** eth_sendTransaction and the signing methods answer 4001 (the user refused to sign). */
  rejectTransactions: boolean;
  /** Already connected when the page loads (eth_accounts answers the account at once). */
  connected: boolean;
  /** The chain the wallet is on: 1 is the test chain; 56, 137, 42161 and 10 answer only eth_chainId. */
  chainId: number;
  account: Address;
}

export interface TestWallet {
  /** Changes the wallet's behaviour from now on. */
  set(options: Partial<Pick<TestWalletOptions, 'rejectConnect' | 'rejectTransactions'>>): void;
  /** Switches the wallet's network as if the user did it in the wallet (emits chainChanged). */
  switchChain(chainId: number): Promise<void>;
  /** Disconnects the site as if the user did it in the wallet (accountsChanged [], disconnect). */
  disconnect(): Promise<void>;
  /** Every method the page asked, in order (to assert, say, that a simulation came before a send). */
  readonly requests: string[];
}

/** The chains the wallet can switch to (lib/dex/chains.ts's DEX_CHAINS). */
export const TEST_WALLET_CHAINS = [1, 56, 137, 42161, 10];

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };
const SIGNING = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4']);

interface Reply {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  events?: [string, unknown][];
}

function forwarder(backend: WalletBackend) {
  if ('send' in backend)
    return (method: string, params: unknown[]) => backend.send({ method, params });
  if ('chain' in backend) {
    return (method: string, params: unknown[]) => backend.chain.send({ method, params });
  }
  const remote = connectDevnet(backend.url);
  return (method: string, params: unknown[]) => remote.send({ method, params });
}

export async function installTestWallet(
  page: Page,
  backend: WalletBackend,
  options: Partial<TestWalletOptions> = {},
): Promise<TestWallet> {
  const state: TestWalletOptions = {
    rejectConnect: false,
    rejectTransactions: false,
    connected: false,
    chainId: 1,
    account: DEV_ADDRESS,
    ...options,
  };
  const forward = forwarder(backend);
  const signer = privateKeyToAccount(DEV_PRIVATE_KEY);
  const requests: string[] = [];
  const accounts = () => (state.connected ? [state.account] : []);
  const chainHex = () => numberToHex(state.chainId);

  async function handle(method: string, params: unknown[]): Promise<Reply> {
    requests.push(method);
    switch (method) {
      case 'eth_chainId':
        return { result: chainHex() };
      case 'net_version':
        return { result: String(state.chainId) };
      case 'eth_accounts':
        return { result: accounts() };
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        if (state.rejectConnect) return { error: USER_REJECTED };
        const first = !state.connected;
        state.connected = true;
        const events: Reply['events'] = first
          ? [
              ['connect', { chainId: chainHex() }],
              ['accountsChanged', accounts()],
            ]
          : [];
        const result =
          method === 'eth_requestAccounts' ? accounts() : [{ parentCapability: 'eth_accounts' }];
        return { result, events };
      }
      case 'wallet_getPermissions':
        return { result: state.connected ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        state.connected = false;
        return { result: null, events: [['accountsChanged', []]] };
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const wanted = Number((params[0] as { chainId?: Hex } | undefined)?.chainId);
        if (!TEST_WALLET_CHAINS.includes(wanted)) {
          return {
            error: {
              code: 4902,
              message: `Unrecognized chain ID ${params[0] ? JSON.stringify(params[0]) : ''}.`,
            },
          };
        }
        if (wanted === state.chainId) return { result: null };
        state.chainId = wanted;
        return { result: null, events: [['chainChanged', chainHex()]] };
      }
    }
    if (!state.connected && (method === 'eth_sendTransaction' || SIGNING.has(method))) {
      return {
        error: {
          code: 4100,
          message: 'The requested account has not been authorized by the user.',
        },
      };
    }
    if ((method === 'eth_sendTransaction' || SIGNING.has(method)) && state.rejectTransactions) {
      return { error: USER_REJECTED };
    }
    if (state.chainId !== 1) {
      return {
        error: { code: 4901, message: `The test wallet backs only chain 1, not ${state.chainId}.` },
      };
    }
    try {
      if (method === 'personal_sign') {
        return { result: await signer.signMessage({ message: { raw: params[0] as Hex } }) };
      }
      if (method === 'eth_signTypedData_v4') {
        const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
        return { result: await signer.signTypedData(typed) };
      }
      return { result: await forward(method, params) };
    } catch (error) {
      const { code = -32603, message = String(error), data } = error as Reply['error'] & object;
      return { error: { code, message, ...(data === undefined ? {} : { data }) } };
    }
  }

  await page.exposeFunction('__testWalletRequest', (method: string, params: unknown[]) =>
    handle(method, params ?? []),
  );
  // As source text: a transpiler that keeps function names (esbuild's keepNames, as tsx runs it)
  // wraps them in a __name helper the page does not have.
  await page.addInitScript(
    `(() => { const __name = (f) => f; (${providerScript.toString()})(); })();`,
  );

  const emit = (events: [string, unknown][]) =>
    page.evaluate((list) => {
      const wallet = (window as unknown as { __testWallet?: { emit(e: string, v: unknown): void } })
        .__testWallet;
      for (const [event, value] of list) wallet?.emit(event, value);
    }, events);

  return {
    set: (changes) => Object.assign(state, changes),
    switchChain: async (chainId) => {
      state.chainId = chainId;
      await emit([['chainChanged', chainHex()]]);
    },
    disconnect: async () => {
      state.connected = false;
      await emit([
        ['accountsChanged', []],
        ['disconnect', { code: 4900, message: 'Disconnected' }],
      ]);
    },
    requests,
  };
}
