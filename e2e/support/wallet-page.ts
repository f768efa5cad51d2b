// The page side of the test wallet (e2e/support/wallet.ts): an EIP-1193 provider whose request()
// calls the function the test exposed (window.__testWalletRequest) and emits the events the
// answer carries. Runs in the browser through page.addInitScript, so it refers to nothing
// outside itself.

interface WalletReply {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  events?: [string, unknown][];
}

type Listener = (value: unknown) => void;

export function providerScript(): void {
  const target = window as unknown as {
    __testWalletRequest(method: string, params: unknown[]): Promise<WalletReply>;
    __testWallet?: unknown;
    ethereum?: unknown;
  };
  if (target.__testWallet) return;

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return provider;
  };
  const removeListener = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener);
    return provider;
  };

  // A plain Error with code and data (no class: a transpiled class may need helpers the page
  // does not have).
  const rpcError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });

  const provider = {
    isTestWallet: true,
    async request(args: { method: string; params?: unknown[] | object }) {
      if (!args || typeof args.method !== 'string') {
        throw rpcError(-32600, 'Invalid request: a method is required.');
      }
      const params = Array.isArray(args.params) ? args.params : args.params ? [args.params] : [];
      const reply = await target.__testWalletRequest(args.method, params);
      // Events after the answer, as wallets emit them (connect then accountsChanged).
      if (reply.events?.length) {
        const events = reply.events;
        queueMicrotask(() => events.forEach(([event, value]) => emit(event, value)));
      }
      if (reply.error) throw rpcError(reply.error.code, reply.error.message, reply.error.data);
      return reply.result;
    },
    on,
    addListener: on,
    once(event: string, listener: Listener) {
      const wrapped: Listener = (value) => {
        removeListener(event, wrapped);
        listener(value);
      };
      return on(event, wrapped);
    },
    removeListener,
    off: removeListener,
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event);
      else listeners.clear();
      return provider;
    },
  };

  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M8 11h16v10H8z" fill="#fff"/></svg>',
    );
  const info = Object.freeze({
    uuid: '6f1d7f4e-3c1a-4f53-9d47-7e57a11e7001',
    name: 'Test Wallet',
    icon,
    rdns: 'test.wallet',
  });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  target.__testWallet = { provider, emit };
  target.ethereum = provider;
  announce();
}
