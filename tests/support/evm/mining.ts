import { Capability, type TypedTransaction } from '@ethereumjs/tx';
import { bytesToHex } from '@ethereumjs/util';
import { runTx, type RunTxResult } from '@ethereumjs/vm';
import { getAddress, type Hex } from 'viem';
import { createBlock } from '@ethereumjs/block';
import type { ChainBlock, ChainCore, PendingTx } from './chain';
import { BASE_FEE_PER_GAS, BLOCK_GAS_LIMIT, TEST_CHAIN_ID } from './constants';
import { RpcError } from './errors';
import { effectiveGasPrice, maxFeeOf } from './fees';

// The pool and the blocks: a transaction is checked as a node checks it on arrival, waits in the
// pool ('manual') or is mined at once ('auto'), and a mined block records its receipts.

/** Admits a signed transaction: mined at once in 'auto' mode, else kept in the pool. */
export async function submit(core: ChainCore, tx: TypedTransaction): Promise<Hex> {
  const hash = bytesToHex(tx.hash());
  const from = getAddress(tx.getSenderAddress().toString());
  if (
    tx.supports(Capability.EIP155ReplayProtection) &&
    tx.common.chainId() !== BigInt(TEST_CHAIN_ID)
  ) {
    throw new RpcError(-32000, 'invalid chain id for signer');
  }
  if (core.mined.has(hash) || core.pool.has(hash)) {
    throw new RpcError(-32000, 'already known');
  }
  const account = await core.getAccount(from);
  if (tx.nonce < account.nonce) throw new RpcError(-32000, 'nonce too low');
  const cost = tx.value + tx.gasLimit * maxFeeOf(tx);
  if (account.balance < cost) {
    throw new RpcError(-32000, 'insufficient funds for gas * price + value');
  }
  if (maxFeeOf(tx) < BASE_FEE_PER_GAS) {
    throw new RpcError(-32000, 'max fee per gas less than block base fee');
  }
  if (tx.gasLimit > BLOCK_GAS_LIMIT) throw new RpcError(-32000, 'exceeds block gas limit');
  // A transaction with the nonce of a pending one replaces it (a speed-up or a cancel).
  for (const [pendingHash, pending] of core.pool) {
    if (pending.from === from && pending.tx.nonce === tx.nonce) core.pool.delete(pendingHash);
  }
  core.pool.set(hash, { tx, from, hash });
  if (core.mining === 'auto') {
    const [block] = await mine(core);
    if (!block?.txHashes.includes(hash)) {
      core.pool.delete(hash);
      throw new RpcError(-32000, core.lastRejection ?? 'transaction rejected');
    }
  }
  return hash;
}

/**
 * Mines the pool into one block (in nonce order per sender) and returns the blocks made
 * (`blocks` > 1 mines empty ones after it). A pending transaction the VM refuses (a nonce
 * gap, funds spent meanwhile) stays in the pool; one that reverts is mined with status 0.
 */
export async function mine(core: ChainCore, blocks = 1): Promise<ChainBlock[]> {
  const made: ChainBlock[] = [];
  for (let i = 0; i < blocks; i += 1) {
    const parent = core.latest;
    const number = parent.header.number + 1n;
    const timestamp = core.takeTimestamp();
    const block = createBlock(
      { header: core.header(number, parent.header.hash(), timestamp, 0n) },
      { common: core.common },
    );
    const included: { pending: PendingTx; result: RunTxResult }[] = [];
    const queue = [...core.pool.values()].sort((a, b) => Number(a.tx.nonce - b.tx.nonce));
    for (const pending of queue) {
      try {
        const result = await runTx(core.vm, {
          tx: pending.tx,
          block,
          skipHardForkValidation: true,
        });
        included.push({ pending, result });
        core.pool.delete(pending.hash);
      } catch (error) {
        core.lastRejection = error instanceof Error ? error.message.split(' (')[0] : String(error);
      }
    }
    if (i === 0 && included.length === 0 && core.mining === 'auto' && queue.length > 0) {
      return [];
    }
    const gasUsed = included.reduce((sum, { result }) => sum + result.totalGasSpent, 0n);
    const header = core.header(number, parent.header.hash(), timestamp, gasUsed);
    const chainBlock = core.pushBlock(
      header,
      included.map(({ pending }) => pending.hash),
    );
    let cumulative = 0n;
    let logIndex = 0;
    included.forEach(({ pending, result }, index) => {
      cumulative += result.totalGasSpent;
      core.mined.set(pending.hash, {
        ...pending,
        blockNumber: number,
        blockHash: chainBlock.hash,
        index,
        gasUsed: result.totalGasSpent,
        cumulativeGasUsed: cumulative,
        effectiveGasPrice: effectiveGasPrice(pending.tx),
        status: result.execResult.exceptionError ? 'reverted' : 'success',
        logs: (result.execResult.logs ?? []).map(([address, topics, data]) => ({
          address: getAddress(bytesToHex(address)),
          topics: topics.map((topic) => bytesToHex(topic)),
          data: bytesToHex(data),
          logIndex: logIndex++,
        })),
        contractAddress: result.createdAddress
          ? getAddress(result.createdAddress.toString())
          : null,
      });
    });
    made.push(chainBlock);
  }
  return made;
}
