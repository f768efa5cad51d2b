import { createTx, type TypedTransaction, type TypedTxData } from '@ethereumjs/tx';
import { bytesToHex, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { runTx } from '@ethereumjs/vm';
import type { Address, Hex } from 'viem';
import type { CallParams, ChainCore } from './chain';
import { BLOCK_GAS_LIMIT } from './constants';
import { revertError } from './errors';

// Calls and gas estimates: run in the next block on the current state, then undone.

/** Runs a call against the current state (a pseudo next block) and discards its effects. */
export async function call(core: ChainCore, params: CallParams): Promise<Hex> {
  await core.vm.stateManager.checkpoint();
  try {
    return await execute(core, params);
  } finally {
    await core.vm.stateManager.revert();
  }
}

/** Runs a call and keeps its effects, outside any transaction (genesis set-up only). */
export async function execute(core: ChainCore, params: CallParams): Promise<Hex> {
  const result = await core.vm.evm.runCall({
    caller: createAddressFromString(params.from ?? '0x0000000000000000000000000000000000000000'),
    to: params.to ? createAddressFromString(params.to) : undefined,
    data: hexToBytes(params.data ?? '0x'),
    value: params.value ?? 0n,
    gasLimit: params.gas ?? BLOCK_GAS_LIMIT,
    block: core.nextBlock(),
  });
  const error = result.execResult.exceptionError;
  if (error) throw revertError(error.error, bytesToHex(result.execResult.returnValue));
  return bytesToHex(result.execResult.returnValue);
}

/**
 * Runs `tx` as if `from` had signed it, in the next block, and discards its effects: the gas a
 * transaction needs (binary search above what it used, as geth does, since refunds and the
 * 63/64 rule make "used" lower than "needed").
 */
export async function estimateGas(
  core: ChainCore,
  data: TypedTxData,
  from: Address,
): Promise<bigint> {
  const run = async (gasLimit: bigint) => {
    const tx = impersonate(core, { ...data, gasLimit }, from);
    await core.vm.stateManager.checkpoint();
    try {
      return await runTx(core.vm, {
        tx,
        block: core.nextBlock(),
        skipBalance: true,
        skipNonce: true,
        skipHardForkValidation: true,
      });
    } finally {
      await core.vm.stateManager.revert();
    }
  };
  const first = await run(BLOCK_GAS_LIMIT);
  const error = first.execResult.exceptionError;
  if (error) throw revertError(error.error, bytesToHex(first.execResult.returnValue));
  let low = first.totalGasSpent - 1n;
  let high = BLOCK_GAS_LIMIT;
  if (!(await run(first.totalGasSpent)).execResult.exceptionError) return first.totalGasSpent;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if ((await run(middle)).execResult.exceptionError) low = middle;
    else high = middle;
  }
  return high;
}

/** A transaction whose sender is `from` without its signature (only for estimates). */
function impersonate(core: ChainCore, data: TypedTxData, from: Address): TypedTransaction {
  const tx = createTx(data, { common: core.common, freeze: false });
  const sender = createAddressFromString(from);
  Object.assign(tx, { getSenderAddress: () => sender, isSigned: () => true });
  return tx;
}
