import type { Address, Hex } from 'viem';
import { numberToHex } from 'viem';

// The test chain's controls for a process that holds only the devnet's URL (a Playwright
// worker when the devnet runs as a webServer entry or in globalSetup): the same names as
// TestChain's, sent as JSON-RPC.

export interface DevnetClient {
  url: string;
  send(request: { method: string; params?: unknown[] }): Promise<unknown>;
  setMining(mode: 'auto' | 'manual'): Promise<void>;
  mine(): Promise<void>;
  pending(): Promise<Hex[]>;
  drop(hash: Hex): Promise<void>;
  replace(hash: Hex, kind?: 'cancel' | 'speed-up'): Promise<Hex>;
  increaseTime(seconds: number): Promise<void>;
  mint(token: Address, to: Address, amount: bigint): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<boolean>;
  reset(): Promise<void>;
}

export function connectDevnet(url: string): DevnetClient {
  let id = 0;
  const send = async ({ method, params = [] }: { method: string; params?: unknown[] }) => {
    id += 1;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: Hex };
    };
    if (body.error) throw Object.assign(new Error(body.error.message), body.error);
    return body.result;
  };
  const call = (method: string, ...params: unknown[]) => send({ method, params });
  return {
    url,
    send,
    setMining: async (mode) => void (await call('evm_setAutomine', mode === 'auto')),
    mine: async () => void (await call('evm_mine')),
    pending: async () => (await call('test_pendingTransactions')) as Hex[],
    drop: async (hash) => void (await call('anvil_dropTransaction', hash)),
    replace: async (hash, kind = 'cancel') =>
      (await call('test_replaceTransaction', hash, kind)) as Hex,
    increaseTime: async (seconds) => void (await call('evm_increaseTime', seconds)),
    mint: async (token, to, amount) =>
      void (await call('test_mint', token, to, numberToHex(amount))),
    snapshot: async () => (await call('evm_snapshot')) as Hex,
    revert: async (snapshot) => (await call('evm_revert', snapshot)) as boolean,
    reset: async () => void (await call('test_reset')),
  };
}
