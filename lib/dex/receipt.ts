import 'server-only';
import {
  BaseError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type PublicClient,
} from 'viem';
import { ApiError } from '@/lib/api/errors';
import { log } from '@/lib/log';
import type { DexTxState } from './contract';
import { dexClient } from './rpc';

// What a DEX chain says of one transaction, read through the server's RPC client: a receipt
// (confirmed or reverted, its block and gas paid), a transaction without one (pending), or
// nothing. Nothing is `not_found` for a hash we never recorded; for a recorded one it is
// `pending` while the wallet may still be broadcasting, and `dropped` once its nonce was used
// by another transaction (replaced: sped up or cancelled) or it stayed unknown past a bound.

/** How long a recorded transaction the node does not know counts as still on its way. */
export const DEX_UNKNOWN_BOUND_MS = 30 * 60_000;

/** What the site knows of a recorded transaction, to tell a late one from a dropped one. */
export interface RecordedTx {
  taker: string | null;
  nonce: number | null;
  recordedAt: Date;
}

export interface DexTxReading {
  state: DexTxState;
  blockNumber: string | null;
  gasCostWei: string | null;
  /** The sender and nonce, when the node showed the transaction. */
  taker: string | null;
  nonce: number | null;
  /**
   * The contract the transaction was sent to, lower-cased, when the node showed it (null for a
   * contract creation, which has none); undefined when the node did not show it. Whether a swap
   * counts for its aggregator depends on it (./routers.ts).
   */
  to: string | null | undefined;
}

const unknown = (state: DexTxState, recorded?: RecordedTx): DexTxReading => ({
  state,
  blockNumber: null,
  gasCostWei: null,
  taker: recorded?.taker ?? null,
  nonce: recorded?.nonce ?? null,
  to: undefined,
});

/** An RPC failure, as the API answers it: the node may answer a moment later. */
function unavailable(chainId: number, error: unknown): ApiError {
  log.warn('dex: the chain could not be read', { chainId, error });
  return new ApiError('service_unavailable', { retryAfter: 5, cause: error });
}

const isA = (error: unknown, kind: new (...args: never[]) => Error): boolean =>
  error instanceof kind ||
  (error instanceof BaseError && error.walk((cause) => cause instanceof kind) !== null);

/** The receipt, or null while the transaction has none. */
async function receiptOf(client: PublicClient, hash: Hash) {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (isA(error, TransactionReceiptNotFoundError)) return null;
    throw error;
  }
}

async function transactionOf(client: PublicClient, hash: Hash) {
  try {
    return await client.getTransaction({ hash });
  } catch (error) {
    if (isA(error, TransactionNotFoundError)) return null;
    throw error;
  }
}

/** Gas paid in wei: gasUsed × effectiveGasPrice, and the L1 data fee an OP Stack chain adds. */
function gasCost(receipt: { gasUsed: bigint; effectiveGasPrice: bigint }): string {
  const l1Fee = (receipt as { l1Fee?: unknown }).l1Fee;
  const extra =
    typeof l1Fee === 'bigint'
      ? l1Fee
      : typeof l1Fee === 'string' && /^0x[0-9a-f]+$/i.test(l1Fee)
        ? BigInt(l1Fee)
        : 0n;
  return (receipt.gasUsed * receipt.effectiveGasPrice + extra).toString();
}

/** Why a recorded transaction the node does not know is dropped, or null while it may come. */
async function droppedOrLate(
  client: PublicClient,
  recorded: RecordedTx,
  now: Date,
): Promise<'dropped' | 'pending'> {
  if (recorded.taker !== null && recorded.nonce !== null) {
    const used = await client.getTransactionCount({
      address: recorded.taker as `0x${string}`,
      blockTag: 'latest',
    });
    if (used > recorded.nonce) return 'dropped';
  }
  return now.getTime() - recorded.recordedAt.getTime() > DEX_UNKNOWN_BOUND_MS
    ? 'dropped'
    : 'pending';
}

/**
 * The state of `hash` on `chainId` (a DEX chain). `recorded` is what the site stored of it, if
 * it did. RPC failures throw ApiError service_unavailable (503).
 */
export async function readDexTx(
  chainId: number,
  hash: string,
  recorded?: RecordedTx,
  now: Date = new Date(),
): Promise<DexTxReading> {
  const client = dexClient(chainId);
  if (!client) throw new ApiError('not_found');
  const txHash = hash as Hash;
  try {
    const receipt = await receiptOf(client, txHash);
    if (receipt) {
      return {
        state: receipt.status === 'success' ? 'confirmed' : 'reverted',
        blockNumber: receipt.blockNumber.toString(),
        gasCostWei: gasCost(receipt),
        taker: receipt.from.toLowerCase(),
        nonce: recorded?.nonce ?? null,
        to: receipt.to?.toLowerCase() ?? null,
      };
    }
    const transaction = await transactionOf(client, txHash);
    if (transaction) {
      return {
        state: 'pending',
        blockNumber: null,
        gasCostWei: null,
        taker: transaction.from.toLowerCase(),
        nonce: transaction.nonce,
        to: transaction.to?.toLowerCase() ?? null,
      };
    }
    if (!recorded) return unknown('not_found');
    return unknown(await droppedOrLate(client, recorded, now), recorded);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unavailable(chainId, error);
  }
}
