import { erc20Abi, parseEther, parseEventLogs } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import { DEV_ADDRESS, NATIVE, SANDBOX_ROUTER_ADDRESS, TEST_TOKENS } from '@/tests/support/evm';
import { dai, setUp, usdc } from './clients';

// The sandbox router and the TestTokens on the in-process chain, driven through viem as the
// product drives a wallet: approve exactly, simulate, send, read the receipt.

const { USDC, USDT, DAI } = TEST_TOKENS;
let t: Awaited<ReturnType<typeof setUp>>;

beforeEach(async () => {
  t = await setUp();
});

const gasCost = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  receipt.gasUsed * receipt.effectiveGasPrice;

describe('approve then swap', () => {
  it('moves an ERC-20 in and the native coin out', async () => {
    const ethBefore = await t.chain.getBalance(DEV_ADDRESS);
    const approval = await t.approve(USDC.address, usdc('3000'));
    const receipt = await t.swap(t.swapArgs(USDC.address, NATIVE, usdc('3000'), parseEther('1')));

    expect(receipt.status).toBe('success');
    expect(await t.chain.balanceOf(USDC.address, DEV_ADDRESS)).toBe(usdc('997000'));
    expect(await t.chain.balanceOf(USDC.address, SANDBOX_ROUTER_ADDRESS)).toBe(usdc('100003000'));
    expect(await t.chain.getBalance(DEV_ADDRESS)).toBe(
      ethBefore + parseEther('1') - gasCost(approval) - gasCost(receipt),
    );
  });

  it('moves the native coin in and an ERC-20 out', async () => {
    const ethBefore = await t.chain.getBalance(DEV_ADDRESS);
    const receipt = await t.swap(
      t.swapArgs(NATIVE, DAI.address, parseEther('2'), dai('6000')),
      parseEther('2'),
    );

    expect(await t.chain.balanceOf(DAI.address, DEV_ADDRESS)).toBe(dai('1006000'));
    expect(await t.chain.getBalance(DEV_ADDRESS)).toBe(
      ethBefore - parseEther('2') - gasCost(receipt),
    );
    expect(await t.chain.getBalance(SANDBOX_ROUTER_ADDRESS)).toBe(parseEther('10002'));
  });

  it('moves one ERC-20 in and another out, and emits Swapped', async () => {
    await t.approve(USDC.address, usdc('100'));
    const receipt = await t.swap(
      t.swapArgs(USDC.address, DAI.address, usdc('100'), dai('99.5'), dai('99')),
    );

    const [event] = parseEventLogs({
      abi: SANDBOX_ROUTER_ABI,
      logs: receipt.logs,
      eventName: 'Swapped',
    });
    expect(event?.args).toEqual({
      sender: DEV_ADDRESS,
      tokenIn: USDC.address,
      tokenOut: DAI.address,
      amountIn: usdc('100'),
      amountOut: dai('99.5'),
      recipient: DEV_ADDRESS,
    });
    expect(await t.chain.balanceOf(DAI.address, DEV_ADDRESS)).toBe(dai('1000099.5'));
  });

  it('leaves no allowance behind after an exact approval', async () => {
    await t.approve(USDC.address, usdc('250'));
    expect(await t.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
      usdc('250'),
    );
    await t.swap(t.swapArgs(USDC.address, DAI.address, usdc('250'), dai('250')));
    expect(await t.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(0n);
  });

  it('reports the receipt: status, gas used, block and effective gas price', async () => {
    const receipt = await t.approve(USDC.address, usdc('1'));
    expect(receipt).toMatchObject({ status: 'success', from: DEV_ADDRESS, blockNumber: 1n });
    expect(receipt.gasUsed).toBeGreaterThan(21_000n);
    expect(receipt.effectiveGasPrice).toBe(2_000_000_000n);
    const block = await t.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    expect(block.hash).toBe(receipt.blockHash);
    expect(block.transactions).toEqual([receipt.transactionHash]);
  });
});

describe('refused swaps', () => {
  it('reverts a swap without an approval', async () => {
    await expect(
      t.swap(t.swapArgs(USDC.address, DAI.address, usdc('10'), dai('10'))),
    ).rejects.toThrow(/insufficient allowance/);
  });

  it('reverts a swap for more than the approved amount', async () => {
    await t.approve(USDC.address, usdc('10'));
    await expect(
      t.swap(t.swapArgs(USDC.address, DAI.address, usdc('11'), dai('11'))),
    ).rejects.toThrow(/insufficient allowance/);
  });

  it('reverts with "slippage" when the amount out is below the minimum', async () => {
    await t.approve(USDC.address, usdc('10'));
    await expect(
      t.swap(t.swapArgs(USDC.address, DAI.address, usdc('10'), dai('9.9'), dai('9.95'))),
    ).rejects.toThrow(/reverted with the following reason:\s+slippage/);
  });

  it('reverts with "expired" once the chain is past the deadline', async () => {
    await t.approve(USDC.address, usdc('10'));
    const args = t.swapArgs(USDC.address, DAI.address, usdc('10'), dai('10'));
    t.chain.increaseTime(61);
    await expect(t.swap(args)).rejects.toThrow(/reverted with the following reason:\s+expired/);
  });

  it('reverts a native swap whose value differs from the amount in', async () => {
    await expect(
      t.swap(t.swapArgs(NATIVE, DAI.address, parseEther('1'), dai('1')), parseEther('0.5')),
    ).rejects.toThrow(/value/);
  });

  it('mines a transaction sent without a simulation and reports it reverted', async () => {
    const hash = await t.walletClient.writeContract({
      address: SANDBOX_ROUTER_ADDRESS,
      abi: SANDBOX_ROUTER_ABI,
      functionName: 'swap',
      args: t.swapArgs(USDC.address, DAI.address, usdc('10'), dai('10')),
      gas: 200_000n,
    });
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    expect(receipt.gasUsed).toBeGreaterThan(21_000n);
    expect(await t.chain.balanceOf(DAI.address, DEV_ADDRESS)).toBe(dai('1000000'));
  });
});

describe('a USDT-style approve', () => {
  it('refuses a non-zero to non-zero change and accepts one after a reset to zero', async () => {
    await t.approve(USDT.address, usdc('100'));
    await expect(t.approve(USDT.address, usdc('50'))).rejects.toThrow(
      /reset allowance to zero first/,
    );
    await t.approve(USDT.address, 0n);
    await t.approve(USDT.address, usdc('50'));
    expect(await t.chain.allowance(USDT.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
      usdc('50'),
    );
  });

  it('returns no data from approve, as mainnet USDT does, and still swaps through the router', async () => {
    await expect(
      t.publicClient.simulateContract({
        account: DEV_ADDRESS,
        address: USDT.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [SANDBOX_ROUTER_ADDRESS, usdc('1')],
      }),
    ).rejects.toThrow(/returned no data/);
    await t.approve(USDT.address, usdc('20'));
    await t.swap(t.swapArgs(USDT.address, USDC.address, usdc('20'), usdc('19.9')));
    expect(await t.chain.balanceOf(USDT.address, DEV_ADDRESS)).toBe(usdc('999980'));
    expect(await t.chain.balanceOf(USDC.address, DEV_ADDRESS)).toBe(usdc('1000019.9'));
    expect(await t.chain.allowance(USDT.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(0n);
  });

  it('lets USDC change a non-zero allowance directly', async () => {
    await t.approve(USDC.address, usdc('100'));
    await t.approve(USDC.address, usdc('50'));
    expect(await t.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
      usdc('50'),
    );
  });
});
