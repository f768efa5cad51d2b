import { custom, encodeFunctionData, type Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { DEX_UNKNOWN_BOUND_MS, readDexTx, type RecordedTx } from '@/lib/dex/receipt';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import {
  DEV_ADDRESS,
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
} from '@/tests/support/evm';
import { setUp, usdc } from '../evm/clients';

// What the server tells of a transaction, read through its own RPC client (lib/dex/rpc.ts) over
// the test chain: pending, confirmed and reverted from the node's answers; dropped and replaced
// from what the site recorded; a node that fails is a 503, not a crash.

let t: Awaited<ReturnType<typeof setUp>>;

beforeEach(async () => {
  t = await setUp();
  setDexRpcForTests(1, custom(t.chain, { retryCount: 0 }));
});

afterEach(() => setDexRpcForTests(1, null));

const send = () => t.walletClient.sendTransaction({ to: OTHER_ADDRESS, value: 5n });
const UNKNOWN_HASH = `0x${'ab'.repeat(32)}` as const;

/** What the status route passes for a swap recorded `agoMs` ago with the node's first answer. */
const recorded = (
  reading: { taker: string | null; nonce: number | null },
  agoMs = 0,
): RecordedTx => ({ ...reading, recordedAt: new Date(Date.now() - agoMs) });

describe('readDexTx', () => {
  it('reads a transaction without a receipt as pending, with its sender and nonce', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    expect(await readDexTx(1, hash)).toEqual({
      state: 'pending',
      blockNumber: null,
      gasCostWei: null,
      taker: DEV_ADDRESS.toLowerCase(),
      nonce: 0,
      to: OTHER_ADDRESS.toLowerCase(),
    });
  });

  it('reads a mined transaction as confirmed, with its block and gasUsed × effectiveGasPrice', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    await t.chain.mine();
    const receipt = await t.publicClient.getTransactionReceipt({ hash });
    const reading = await readDexTx(1, hash);
    expect(reading.state).toBe('confirmed');
    expect(reading.blockNumber).toBe(receipt.blockNumber.toString());
    // A plain transfer: 21,000 gas at the test chain's 1 gwei base fee and 1 gwei tip.
    expect(reading.gasCostWei).toBe((21_000n * 2_000_000_000n).toString());
  });

  it('reads a swap whose receipt failed as reverted, with the gas it still paid', async () => {
    // No approval and a deadline long past: the router reverts, the transaction is mined anyway.
    const args = t.swapArgs(TEST_TOKENS.USDC.address, TEST_TOKENS.DAI.address, usdc('1'), 1n);
    const expired = [...args.slice(0, 6), 1n] as unknown as typeof args;
    const hash = await t.walletClient.sendTransaction({
      to: SANDBOX_ROUTER_ADDRESS,
      data: encodeFunctionData({ abi: SANDBOX_ROUTER_ABI, functionName: 'swap', args: expired }),
      gas: 200_000n,
    });
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    const reading = await readDexTx(1, hash);
    expect(reading.state).toBe('reverted');
    expect(reading.gasCostWei).toBe((receipt.gasUsed * receipt.effectiveGasPrice).toString());
  });

  it('answers not_found for a hash the node does not know and the site never recorded', async () => {
    expect((await readDexTx(1, UNKNOWN_HASH)).state).toBe('not_found');
  });

  it('keeps a recorded transaction the node does not know yet pending, then dropped past the bound', async () => {
    const early = await readDexTx(1, UNKNOWN_HASH, recorded({ taker: null, nonce: null }));
    expect(early.state).toBe('pending');
    const late = recorded({ taker: null, nonce: null }, DEX_UNKNOWN_BOUND_MS + 1_000);
    expect((await readDexTx(1, UNKNOWN_HASH, late)).state).toBe('dropped');
  });

  it('reads a dropped transaction as dropped once the bound has passed, not before', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    const seen = await readDexTx(1, hash);
    expect(t.chain.drop(hash)).toBe(true);
    await t.chain.mine();
    expect((await readDexTx(1, hash, recorded(seen, 60_000))).state).toBe('pending');
    const late = recorded(seen, DEX_UNKNOWN_BOUND_MS + 1_000);
    expect((await readDexTx(1, hash, late)).state).toBe('dropped');
  });

  it('reads a sped-up transaction as dropped as soon as its nonce is used by the replacement', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    const seen = await readDexTx(1, hash);
    const replacement: Hex = await t.chain.replace(hash, 'speed-up');
    // Not mined yet: the nonce is not used on chain, so the original may still be coming.
    expect((await readDexTx(1, hash, recorded(seen))).state).toBe('pending');
    await t.chain.mine();
    expect((await readDexTx(1, hash, recorded(seen))).state).toBe('dropped');
    expect((await readDexTx(1, replacement)).state).toBe('confirmed');
  });

  it('answers a node that fails as 503 service_unavailable', async () => {
    setDexRpcForTests(
      1,
      custom({ request: () => Promise.reject(new Error('connection refused')) }, { retryCount: 0 }),
    );
    const failure = await readDexTx(1, UNKNOWN_HASH).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).code).toBe('service_unavailable');
  });

  it('refuses a chain the DEX does not serve', async () => {
    await expect(readDexTx(5, UNKNOWN_HASH)).rejects.toMatchObject({ code: 'not_found' });
  });
});
