import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectDevnet,
  DEV_ADDRESS,
  OTHER_ADDRESS,
  startDevnet,
  TEST_TOKENS,
  type Devnet,
  type DevnetClient,
  type DevnetOptions,
} from '@/tests/support/evm';

// The test chain over HTTP, as the production server and a browser reach it.

let devnet: Devnet;

beforeAll(async () => {
  const options: DevnetOptions = { clock: 'fixed' };
  devnet = await startDevnet(options);
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

  it('lets a process holding only the URL keep, replace, drop and mine transactions', async () => {
    const remote: DevnetClient = connectDevnet(devnet.url);
    const snapshot = await remote.snapshot();
    await remote.setMining('manual');
    const transfer = { from: DEV_ADDRESS, to: OTHER_ADDRESS, value: '0x1' };
    const first = (await remote.send({ method: 'eth_sendTransaction', params: [transfer] })) as Hex;
    expect(await remote.pending()).toEqual([first]);
    const replacement = await remote.replace(first, 'speed-up');
    expect(await remote.pending()).toEqual([replacement]);
    await remote.drop(replacement);
    const kept = (await remote.send({ method: 'eth_sendTransaction', params: [transfer] })) as Hex;
    await remote.mine();
    const receipt = (await remote.send({
      method: 'eth_getTransactionReceipt',
      params: [kept],
    })) as {
      status: Hex;
    };
    expect(receipt.status).toBe('0x1');
    await remote.mint(TEST_TOKENS.USDT.address, OTHER_ADDRESS, 1n);
    expect(await devnet.chain.balanceOf(TEST_TOKENS.USDT.address, OTHER_ADDRESS)).toBe(
      10n ** 12n + 1n,
    );
    expect(await remote.revert(snapshot)).toBe(true);
    await remote.setMining('auto');
    expect(await devnet.chain.balanceOf(TEST_TOKENS.USDT.address, OTHER_ADDRESS)).toBe(10n ** 12n);
    await remote.increaseTime(60);
    await remote.reset();
    expect(devnet.chain.latestBlock().number).toBe(0n);
  });
});
