import type { TypedTransaction } from '@ethereumjs/tx';
import { bytesToHex } from '@ethereumjs/util';
import { getAddress, numberToHex, type Hex } from 'viem';
import type { ChainBlock, MinedTx, PendingTx } from './chain';
import { effectiveGasPrice } from './fees';

// The JSON shapes of geth's answers (transactions, receipts, blocks, logs), as viem's
// formatters read them.

const hex = (value: bigint | number) => numberToHex(value);
const ZERO_BLOOM = `0x${'00'.repeat(256)}` as Hex;

export function formatTx(entry: PendingTx | MinedTx): Record<string, unknown> {
  const tx: TypedTransaction = entry.tx;
  const mined = 'blockNumber' in entry ? entry : null;
  const json = tx.toJSON();
  const typed = 'maxFeePerGas' in tx;
  return {
    hash: entry.hash,
    type: hex(tx.type),
    chainId: json.chainId,
    nonce: hex(tx.nonce),
    from: entry.from,
    to: tx.to ? getAddress(tx.to.toString()) : null,
    value: hex(tx.value),
    gas: hex(tx.gasLimit),
    input: bytesToHex(tx.data),
    gasPrice: hex(mined ? mined.effectiveGasPrice : typed ? tx.maxFeePerGas : tx.gasPrice),
    ...(typed
      ? {
          maxFeePerGas: hex(tx.maxFeePerGas),
          maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
          accessList: json.accessList ?? [],
          yParity: hex(tx.v ?? 0n),
        }
      : {}),
    v: hex(tx.v ?? 0n),
    r: hex(tx.r ?? 0n),
    s: hex(tx.s ?? 0n),
    blockHash: mined?.blockHash ?? null,
    blockNumber: mined ? hex(mined.blockNumber) : null,
    transactionIndex: mined ? hex(mined.index) : null,
  };
}

export function formatLog(entry: MinedTx, log: MinedTx['logs'][number]): Record<string, unknown> {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    logIndex: hex(log.logIndex),
    blockHash: entry.blockHash,
    blockNumber: hex(entry.blockNumber),
    transactionHash: entry.hash,
    transactionIndex: hex(entry.index),
    removed: false,
  };
}

export function formatReceipt(entry: MinedTx): Record<string, unknown> {
  return {
    transactionHash: entry.hash,
    transactionIndex: hex(entry.index),
    blockHash: entry.blockHash,
    blockNumber: hex(entry.blockNumber),
    from: entry.from,
    to: entry.tx.to ? getAddress(entry.tx.to.toString()) : null,
    cumulativeGasUsed: hex(entry.cumulativeGasUsed),
    gasUsed: hex(entry.gasUsed),
    effectiveGasPrice: hex(effectiveGasPrice(entry.tx)),
    contractAddress: entry.contractAddress,
    logs: entry.logs.map((log) => formatLog(entry, log)),
    logsBloom: ZERO_BLOOM,
    status: entry.status === 'success' ? '0x1' : '0x0',
    type: hex(entry.tx.type),
  };
}

export function formatBlock(
  block: ChainBlock,
  transactions: (MinedTx | undefined)[] | null,
): Record<string, unknown> {
  const header = block.header.toJSON();
  return {
    ...header,
    hash: block.hash,
    miner: header.coinbase,
    sha3Uncles: header.uncleHash,
    transactionsRoot: header.transactionsTrie,
    receiptsRoot: header.receiptTrie,
    logsBloom: ZERO_BLOOM,
    totalDifficulty: '0x0',
    size: hex(block.header.serialize().length + 64 * block.txHashes.length),
    uncles: [],
    withdrawals: [],
    transactions: transactions
      ? transactions.flatMap((entry) => (entry ? [formatTx(entry)] : []))
      : block.txHashes,
  };
}
