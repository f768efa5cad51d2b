import {
  createWalletClient,
  custom,
  encodeFunctionData,
  parseEther,
  type Address,
  type EIP1193RequestFn,
} from 'viem';
import { mainnet } from 'viem/chains';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WalletTx } from '@/lib/dex/contract';
import {
  approve,
  classifyError,
  followSwap,
  needsResetToZero,
  readAllowance,
  readBalance,
  sendSwap,
  simulateSwap,
} from '@/lib/dex/client/execution';
import { planApproval } from '@/lib/dex/client/flow';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import {
  DEV_ADDRESS,
  NATIVE,
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
} from '@/tests/support/evm';
import { dai, setUp, usdc } from '../evm/clients';

// The browser's execution steps (lib/dex/client/execution.ts) on a real EVM: the in-process test
// chain with USDC, USDT (reset-to-zero approve, no return data) and DAI at their mainnet
// addresses and the sandbox router; the quote's calldata is built here as an aggregator would.

const { USDC, USDT, DAI } = TEST_TOKENS;
const owner = DEV_ADDRESS;
const spender = SANDBOX_ROUTER_ADDRESS;
let t: Awaited<ReturnType<typeof setUp>>;

beforeEach(async () => {
  t = await setUp();
});

function quoteTx(
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
  amountOut: bigint,
  options: { minOut?: bigint; deadline?: bigint; value?: bigint } = {},
): WalletTx {
  const deadline = options.deadline ?? t.chain.latestBlock().timestamp + 120n;
  return {
    to: SANDBOX_ROUTER_ADDRESS,
    data: encodeFunctionData({
      abi: SANDBOX_ROUTER_ABI,
      functionName: 'swap',
      args: [tokenIn, tokenOut, amountIn, amountOut, options.minOut ?? amountOut, owner, deadline],
    }),
    value: String(options.value ?? 0n),
  };
}

/** The panel's approval loop: read, plan, send each step, read again. */
async function approveAsPanel(token: Address, required: bigint, chainId = 1) {
  const sent: bigint[] = [];
  for (let guard = 0; guard < 3; guard += 1) {
    const allowance = await readAllowance(t.publicClient, token, owner, spender);
    const resetRequired = await needsResetToZero(
      t.publicClient,
      { chainId, token, owner, spender, amount: required },
      allowance,
    );
    const [step] = planApproval(allowance, required, { unlimited: false, resetRequired });
    if (!step) return sent;
    await approve(
      t.walletClient,
      t.publicClient,
      { token, owner, spender, amount: step.amount },
      () => {},
    );
    sent.push(step.amount);
  }
  throw new Error('the allowance never reached the amount');
}

async function swapAsPanel(tx: WalletTx) {
  const gas = await simulateSwap(t.publicClient, tx, owner);
  const hash = await sendSwap(t.walletClient, tx, owner, gas);
  return followSwap(t.publicClient, hash, {
    blockSeconds: 0.05,
    onReplaced: () => {},
    onSlow: () => {},
  });
}

describe('approve exactly, simulate, send, follow', () => {
  it('sells USDC for ETH: one exact approval, no allowance left, balances moved', async () => {
    const ethBefore = await readBalance(t.publicClient, { address: NATIVE, native: true }, owner);
    expect(await approveAsPanel(USDC.address, usdc('3000'))).toEqual([usdc('3000')]);
    const outcome = await swapAsPanel(quoteTx(USDC.address, NATIVE, usdc('3000'), parseEther('1')));

    expect(outcome).toMatchObject({ kind: 'receipt', success: true });
    expect(await readAllowance(t.publicClient, USDC.address, owner, spender)).toBe(0n);
    expect(await readBalance(t.publicClient, { address: USDC.address, native: false }, owner)).toBe(
      usdc('997000'),
    );
    const ethAfter = await t.chain.getBalance(owner);
    expect(ethAfter > ethBefore + parseEther('0.99')).toBe(true);
  });

  it('sells the native coin with no approval at all', async () => {
    const tx = quoteTx(NATIVE, DAI.address, parseEther('1'), dai('3000'), {
      value: parseEther('1'),
    });
    const gas = await simulateSwap(t.publicClient, tx, owner);
    const hash = await sendSwap(t.walletClient, tx, owner, gas);
    const outcome = await followSwap(t.publicClient, hash, {
      blockSeconds: 0.05,
      onReplaced: () => {},
      onSlow: () => {},
      receive: { token: DAI.address, recipient: owner },
    });
    expect(outcome).toMatchObject({ kind: 'receipt', success: true, received: dai('3000') });
    expect(await t.chain.balanceOf(DAI.address, owner)).toBe(dai('1003000'));
  });

  it('resets USDT to zero before raising a short allowance, then swaps', async () => {
    await approve(
      t.walletClient,
      t.publicClient,
      { token: USDT.address, owner, spender, amount: usdc('1') },
      () => {},
    );
    expect(await approveAsPanel(USDT.address, usdc('500'))).toEqual([0n, usdc('500')]);
    const outcome = await swapAsPanel(quoteTx(USDT.address, DAI.address, usdc('500'), dai('499')));
    expect(outcome).toMatchObject({ kind: 'receipt', success: true });
    expect(await t.chain.balanceOf(USDT.address, owner)).toBe(usdc('999500'));
  });

  it('finds a reset-to-zero token it does not know by simulating the approval', async () => {
    await approve(
      t.walletClient,
      t.publicClient,
      { token: USDT.address, owner, spender, amount: usdc('1') },
      () => {},
    );
    const allowance = await readAllowance(t.publicClient, USDT.address, owner, spender);
    const unknownChain = { chainId: 999, token: USDT.address, owner, spender, amount: usdc('5') };
    expect(await needsResetToZero(t.publicClient, unknownChain, allowance)).toBe(true);
    const usdcAllowance = await readAllowance(t.publicClient, USDC.address, owner, spender);
    expect(usdcAllowance).toBe(0n);
    await approve(
      t.walletClient,
      t.publicClient,
      { token: USDC.address, owner, spender, amount: 1n },
      () => {},
    );
    expect(
      await needsResetToZero(t.publicClient, { ...unknownChain, token: USDC.address }, 1n),
    ).toBe(false);
  });
});

describe('a simulation that reverts asks for no signature', () => {
  async function simulationError(tx: WalletTx) {
    return simulateSwap(t.publicClient, tx, owner).then(
      () => null,
      (error: unknown) => classifyError(error),
    );
  }

  it('names slippage', async () => {
    await approveAsPanel(USDC.address, usdc('10'));
    const tx = quoteTx(USDC.address, DAI.address, usdc('10'), dai('9'), { minOut: dai('10') });
    expect(await simulationError(tx)).toEqual({ kind: 'slippage' });
  });

  it('names an expired quote', async () => {
    await approveAsPanel(USDC.address, usdc('10'));
    const past = t.chain.latestBlock().timestamp - 1n;
    const tx = quoteTx(USDC.address, DAI.address, usdc('10'), dai('9'), { deadline: past });
    expect(await simulationError(tx)).toEqual({ kind: 'expired' });
  });

  it('passes any other reason on', async () => {
    const tx = quoteTx(USDC.address, DAI.address, usdc('10'), dai('9'));
    expect(await simulationError(tx)).toEqual({
      kind: 'reverted',
      reason: 'insufficient allowance',
    });
  });
});

describe('what the wallet and the chain do afterwards', () => {
  it('calls a rejected signature (4001) a rejection', async () => {
    const request = (async (args: { method: string }) => {
      if (args.method === 'eth_sendTransaction') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      return t.chain.request(args as never);
    }) as EIP1193RequestFn;
    const wallet = createWalletClient({
      chain: mainnet,
      account: owner,
      transport: custom({ request }, { retryCount: 0 }),
    });
    const tx = quoteTx(NATIVE, DAI.address, 1n, 1n, { value: 1n });
    const error = await sendSwap(wallet, tx, owner, 100_000n).catch((e: unknown) => e);
    expect(classifyError(error)).toEqual({ kind: 'rejected' });
  });

  it('follows a sped-up swap to its replacement', async () => {
    await t.chain.setMining('manual');
    const tx = quoteTx(NATIVE, DAI.address, parseEther('1'), dai('3000'), {
      value: parseEther('1'),
    });
    const hash = await sendSwap(t.walletClient, tx, owner, 200_000n);
    const reasons: string[] = [];
    const following = followSwap(t.publicClient, hash, {
      blockSeconds: 0.5,
      onReplaced: (reason) => reasons.push(reason),
      onSlow: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const replacement = await t.chain.replace(hash, 'speed-up');
    await t.chain.mine();
    expect(await following).toMatchObject({ kind: 'receipt', hash: replacement, success: true });
    expect(reasons).toEqual(['repriced']);
  });

  it('reports a transaction the node forgot as dropped', async () => {
    await t.chain.setMining('manual');
    const hash = await t.walletClient.sendTransaction({ to: OTHER_ADDRESS, value: 5n });
    t.chain.drop(hash);
    const outcome = await followSwap(t.publicClient, hash, {
      blockSeconds: 0.01,
      onReplaced: () => {},
      onSlow: () => {},
    });
    expect(outcome).toEqual({ kind: 'dropped', hash });
  });

  it('reports a reverted receipt', async () => {
    const tx = quoteTx(USDC.address, DAI.address, usdc('10'), dai('9'));
    const hash = await sendSwap(t.walletClient, tx, owner, 200_000n);
    const outcome = await followSwap(t.publicClient, hash, {
      blockSeconds: 0.05,
      onReplaced: () => {},
      onSlow: () => {},
    });
    expect(outcome).toMatchObject({ kind: 'receipt', success: false });
  });
});
