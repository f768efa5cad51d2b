import { createPublicClient, http, parseEther } from 'viem';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADDRESS, OTHER_ADDRESS, startDevnet, type Devnet } from '@/tests/support/evm';

// The test chain over HTTP, as the production server and a browser reach it.

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ clock: 'fixed' });
});
afterAll(() => devnet.close());

const post = (body: unknown) =>
  fetch(devnet.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3400' },
    body: JSON.stringify(body),
  });

describe('the devnet', () => {
  it('serves viem over HTTP on 127.0.0.1', async () => {
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createPublicClient({ chain: mainnet, transport: http(devnet.url) });
    expect(await client.getChainId()).toBe(1);
    expect(await client.getBalance({ address: DEV_ADDRESS })).toBe(parseEther('10000'));
  });

  it('answers batches in order, errors in their place, with CORS headers', async () => {
    const response = await post([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_nope' },
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_getTransactionCount',
        params: [OTHER_ADDRESS, 'latest'],
      },
    ]);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32601, message: 'the method eth_nope does not exist' },
      },
      { jsonrpc: '2.0', id: 3, result: '0x0' },
    ]);
    const preflight = await fetch(devnet.url, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers a revert as geth does: code 3 with the revert data', async () => {
    const response = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_estimateGas',
      params: [
        {
          from: DEV_ADDRESS,
          to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          // transfer(OTHER_ADDRESS, 2^255): more than the balance
          data: `0xa9059cbb${OTHER_ADDRESS.slice(2).padStart(64, '0')}8${'0'.repeat(63)}`,
        },
      ],
    });
    const { error } = (await response.json()) as {
      error: { code: number; message: string; data: string };
    };
    expect(error.code).toBe(3);
    expect(error.message).toBe('execution reverted: insufficient balance');
    expect(error.data).toMatch(/^0x08c379a0/);
  });
});
