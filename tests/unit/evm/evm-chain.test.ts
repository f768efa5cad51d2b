import {
  createWalletClient,
  custom,
  parseEther,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_ADDRESS,
  OTHER_ADDRESS,
  OTHER_PRIVATE_KEY,
  RpcError,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
} from '@/tests/support/evm';
import { setUp, usdc } from './clients';

// The test chain as a node: what viem reads from it, signed transactions, and the controls the
// client's tests use for pending, dropped and replaced transactions.

let t: Awaited<ReturnType<typeof setUp>>;

beforeEach(async () => {
  t = await setUp();
});

describe('the test chain as a node', () => {
  it('answers chain id 1, the genesis funds and EIP-1559 fees', async () => {
    expect(await t.publicClient.getChainId()).toBe(1);
    expect(await t.publicClient.getBalance({ address: DEV_ADDRESS })).toBe(parseEther('10000'));
    expect(await t.publicClient.getBlockNumber()).toBe(0n);
    const fees = await t.publicClient.estimateFeesPerGas();
    expect(fees.maxPriorityFeePerGas).toBe(1_000_000_000n);
    const history = await t.publicClient.getFeeHistory({ blockCount: 4, rewardPercentiles: [50] });
    expect(history.baseFeePerGas).toEqual([1_000_000_000n, 1_000_000_000n]);
    expect(await t.publicClient.getBytecode({ address: TEST_TOKENS.USDT.address })).toMatch(
      /^0x60/,
    );
  });

  it('accepts signed legacy and EIP-1559 transactions', async () => {
    const account = privateKeyToAccount(OTHER_PRIVATE_KEY);
    const wallet = createWalletClient({ chain: mainnet, transport: custom(t.chain), account });
    const legacy = await wallet.sendTransaction({
      to: DEV_ADDRESS,
      value: 1n,
      gasPrice: 3_000_000_000n,
    });
    const eip1559 = await wallet.sendTransaction({ to: DEV_ADDRESS, value: 2n });
    const receipts = await Promise.all(
      [legacy, eip1559].map((hash) => t.publicClient.waitForTransactionReceipt({ hash })),
    );
    expect(receipts.map((receipt) => [receipt.type, receipt.status])).toEqual([
      ['legacy', 'success'],
      ['eip1559', 'success'],
    ]);
    expect(await t.publicClient.getTransactionCount({ address: OTHER_ADDRESS })).toBe(2);
  });

  it('refuses a transaction its sender cannot pay for', async () => {
    await t.chain.setBalance(OTHER_ADDRESS, 1000n);
    const account = privateKeyToAccount(OTHER_PRIVATE_KEY);
    const wallet = createWalletClient({
      chain: mainnet,
      transport: custom(t.chain, { retryCount: 0 }),
      account,
    });
    await expect(
      wallet.sendTransaction({ to: DEV_ADDRESS, value: 1n, gas: 21_000n }),
    ).rejects.toThrow(/insufficient funds/);
  });

  it('throws a revert from request() as geth answers it: code 3, the reason and the data', async () => {
    const error = await t.chain
      .request({
        method: 'eth_call',
        params: [{ to: SANDBOX_ROUTER_ADDRESS, data: '0x' }, 'latest'],
      })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    // The router has receive() and no fallback: a call with no value and no data succeeds.
    expect(error).toBeNull();
    const revert = await t.chain
      .request({
        method: 'eth_estimateGas',
        params: [{ from: DEV_ADDRESS, to: SANDBOX_ROUTER_ADDRESS, data: '0x12345678' }],
      })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(revert).toBeInstanceOf(RpcError);
    expect(revert).toMatchObject({ code: 3, message: 'execution reverted', data: '0x' });
  });

  it('goes back to a snapshot, and to genesis on reset', async () => {
    const id = await t.chain.snapshot();
    await t.approve(TEST_TOKENS.USDC.address, usdc('5'));
    await t.chain.revert(id);
    expect(await t.publicClient.getBlockNumber()).toBe(0n);
    expect(await t.chain.allowance(TEST_TOKENS.USDC.address, DEV_ADDRESS, OTHER_ADDRESS)).toBe(0n);
    await t.chain.mint(TEST_TOKENS.DAI.address, OTHER_ADDRESS, 7n);
    await t.chain.reset();
    expect(await t.chain.balanceOf(TEST_TOKENS.DAI.address, OTHER_ADDRESS)).toBe(10n ** 24n);
  });
});

describe('pending, dropped and replaced transactions', () => {
  const send = () => t.walletClient.sendTransaction({ to: OTHER_ADDRESS, value: 5n });

  it('keeps a transaction pending until a block is mined', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    expect((await t.publicClient.getTransaction({ hash })).blockNumber).toBeNull();
    await expect(t.publicClient.getTransactionReceipt({ hash })).rejects.toThrow(
      TransactionReceiptNotFoundError,
    );
    expect(
      await t.publicClient.getTransactionCount({ address: DEV_ADDRESS, blockTag: 'pending' }),
    ).toBe(1);
    expect(t.chain.pending()).toEqual([hash]);
    await t.chain.mine();
    expect((await t.publicClient.getTransactionReceipt({ hash })).status).toBe('success');
  });

  it('keeps a block mined while calls are in flight (one request at a time)', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    const reads = Array.from({ length: 8 }, () =>
      t.chain.balanceOf(TEST_TOKENS.DAI.address, DEV_ADDRESS),
    );
    await Promise.all([...reads, t.chain.mine(), ...reads]);
    expect((await t.publicClient.getTransactionReceipt({ hash })).status).toBe('success');
    expect(await t.chain.getBalance(OTHER_ADDRESS)).toBe(parseEther('10000') + 5n);
  });

  it('forgets a dropped transaction', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    expect(t.chain.drop(hash)).toBe(true);
    await t.chain.mine();
    await expect(t.publicClient.getTransaction({ hash })).rejects.toThrow(TransactionNotFoundError);
    expect(await t.publicClient.getTransactionCount({ address: DEV_ADDRESS })).toBe(0);
  });

  it('reports a cancelled transaction to a client waiting for its receipt', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    const replaced: { reason: string; hash: Hex }[] = [];
    const waiting = t.publicClient.waitForTransactionReceipt({
      hash,
      onReplaced: ({ reason, transaction }) => replaced.push({ reason, hash: transaction.hash }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replacement = await t.chain.replace(hash, 'cancel');
    await t.chain.mine();
    const receipt = await waiting;
    expect(receipt.transactionHash).toBe(replacement);
    expect(replaced).toEqual([{ reason: 'cancelled', hash: replacement }]);
  });

  it('reports a sped-up transaction as repriced', async () => {
    await t.chain.setMining('manual');
    const hash = await send();
    const reasons: string[] = [];
    const waiting = t.publicClient.waitForTransactionReceipt({
      hash,
      onReplaced: ({ reason }) => reasons.push(reason),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.chain.replace(hash, 'speed-up');
    await t.chain.mine();
    expect((await waiting).status).toBe('success');
    expect(reasons).toEqual(['repriced']);
  });
});
