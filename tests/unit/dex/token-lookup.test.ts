import { custom } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { clearTokenLookupCache, lookupToken } from '@/lib/dex/token-lookup';
import {
  NATIVE,
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  startTestChain,
  TEST_TOKENS,
  type TestChain,
} from '@/tests/support/evm';
import { deployBytes32Token, deployTestToken } from '@/tests/helpers/dex-tokens';

// A token by address: the curated list first (verified, with its logo and ticker), else read on
// the chain through the server's RPC (unverified, no logo, no ticker), bytes32 symbols included;
// an address without code or whose code is not a token is none.

let chain: TestChain;
let calls: string[];

beforeAll(async () => {
  chain = await startTestChain();
  const counted = {
    request: ((args: { method: string }) => {
      calls.push(args.method);
      return chain.request(args as never);
    }) as TestChain['request'],
  };
  setDexRpcForTests(1, custom(counted, { retryCount: 0 }));
});

afterAll(() => setDexRpcForTests(1, null));

beforeEach(() => {
  calls = [];
  clearTokenLookupCache();
});

describe('lookupToken', () => {
  it('answers a curated token from the list, in any letter case, without asking the chain', async () => {
    const token = await lookupToken(1, TEST_TOKENS.USDC.address.toLowerCase());
    expect(token).toMatchObject({
      address: TEST_TOKENS.USDC.address,
      symbol: 'USDC',
      verified: true,
      ticker: 'usdc',
    });
    expect(token!.logo).not.toBeNull();
    expect((await lookupToken(1, NATIVE))!.native).toBe(true);
    expect(calls).toEqual([]);
  });

  it('reads a token that is not curated on chain and marks it unverified', async () => {
    const address = await deployTestToken(chain, {
      name: 'Lookup Token',
      symbol: 'LOOK',
      decimals: 8,
    });
    calls = [];
    const token = await lookupToken(1, address.toLowerCase());
    expect(token).toEqual({
      chainId: 1,
      address,
      symbol: 'LOOK',
      name: 'Lookup Token',
      decimals: 8,
      logo: null,
      native: false,
      verified: false,
      ticker: null,
    });
    expect(calls.length).toBeGreaterThan(0);
    // Kept: the second lookup asks the chain nothing.
    calls = [];
    expect(await lookupToken(1, address)).toEqual(token);
    expect(calls).toEqual([]);
  });

  it('reads symbol and name declared as bytes32, as MKR declares them', async () => {
    const address = await deployBytes32Token(chain);
    expect(await lookupToken(1, address)).toMatchObject({
      symbol: 'MKR',
      name: 'Maker',
      decimals: 18,
      verified: false,
    });
  });

  it('finds no token at an address without code, or whose code is not a token', async () => {
    expect(await lookupToken(1, OTHER_ADDRESS)).toBeNull();
    expect(await lookupToken(1, SANDBOX_ROUTER_ADDRESS)).toBeNull();
  });

  it('finds none on a chain the DEX does not serve, or at a malformed address', async () => {
    expect(await lookupToken(5, TEST_TOKENS.USDC.address)).toBeNull();
    expect(await lookupToken(1, '0x1234')).toBeNull();
    expect(calls).toEqual([]);
  });
});
