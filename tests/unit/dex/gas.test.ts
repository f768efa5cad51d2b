import { custom, encodeFunctionData, HttpRequestError } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearGasPriceCache, estimateSwapGas, gasPrice, GAS_TTL_MS } from '@/lib/dex/gas';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { rpcFailure } from '@/lib/dex/rpc-error';
import {
  BASE_FEE_PER_GAS,
  DEV_ADDRESS,
  NATIVE,
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
  PRIORITY_FEE_PER_GAS,
  startTestChain,
  type TestChain,
} from '@/tests/support/evm';

// The gas price the quotes are costed at: the chain's, read once per GAS_TTL_MS, null when the
// chain cannot be read (the quotes still answer).

let chain: TestChain;
let asked = 0;

beforeAll(async () => {
  chain = await startTestChain();
});

afterEach(() => {
  setDexRpcForTests(1, null);
  clearGasPriceCache();
});

function useChain(failing = false) {
  asked = 0;
  setDexRpcForTests(
    1,
    custom(
      {
        request: (async (args: { method: string }) => {
          if (args.method === 'eth_gasPrice') asked += 1;
          if (failing) throw new Error('connection refused');
          return chain.request(args as never);
        }) as TestChain['request'],
      },
      { retryCount: 0 },
    ),
  );
}

describe('gasPrice', () => {
  it('is the base fee plus the tip, read once for a while', async () => {
    useChain();
    const now = Date.now();
    expect(await gasPrice(1, now)).toBe(BASE_FEE_PER_GAS + PRIORITY_FEE_PER_GAS);
    expect(await gasPrice(1, now + 1_000)).toBe(BASE_FEE_PER_GAS + PRIORITY_FEE_PER_GAS);
    expect(asked).toBe(1);
    await gasPrice(1, now + GAS_TTL_MS + 1);
    expect(asked).toBe(2);
  });

  it('is null when the chain cannot be read, and for a chain the DEX does not serve', async () => {
    useChain(true);
    expect(await gasPrice(1)).toBeNull();
    expect(await gasPrice(5)).toBeNull();
  });
});

describe('rpcFailure', () => {
  it('keeps the node provider’s key of a DEX_RPC_URL out of what is logged', () => {
    const url = 'https://eth.node.example/v3/SECRET-KEY-123';
    const error = new HttpRequestError({ url, body: { method: 'eth_gasPrice' }, status: 500 });
    expect(error.message).toContain('SECRET-KEY-123');
    const logged = rpcFailure(error);
    expect(logged.message).toBe('chain read failed (HttpRequestError: HTTP request failed.)');
    expect(JSON.stringify(logged) + String(logged.stack)).not.toContain('SECRET-KEY-123');
  });
});

describe('estimateSwapGas', () => {
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600);
  const swap = (
    tokenIn: `0x${string}`,
    tokenOut: `0x${string}`,
    amountIn: bigint,
    to: `0x${string}`,
  ) =>
    encodeFunctionData({
      abi: SANDBOX_ROUTER_ABI,
      functionName: 'swap',
      args: [tokenIn, tokenOut, amountIn, 1_000n, 1n, to, deadline()],
    });

  it('estimates a swap the chain would run, from the wallet', async () => {
    useChain();
    const data = swap(NATIVE, TEST_TOKENS.DAI.address, 10n ** 15n, DEV_ADDRESS);
    const gas = await estimateSwapGas(1, DEV_ADDRESS, {
      to: SANDBOX_ROUTER_ADDRESS,
      data,
      value: (10n ** 15n).toString(),
    });
    expect(Number(gas)).toBeGreaterThan(21_000);
  });

  it('is null for a transaction that would revert (a token sale before its approval)', async () => {
    useChain();
    const data = swap(TEST_TOKENS.USDC.address, NATIVE, 10n ** 6n, OTHER_ADDRESS);
    expect(
      await estimateSwapGas(1, OTHER_ADDRESS, { to: SANDBOX_ROUTER_ADDRESS, data, value: '0' }),
    ).toBeNull();
  });
});
