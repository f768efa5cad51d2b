import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { Attribution } from '@/lib/api/auth';
import { aggregatorInfo } from './aggregators';
import { DEX_CHAINS, dexChain, explorerTxUrl } from './chains';
import type {
  DexAttribution,
  DexRecordedSwap,
  DexSwapRecord,
  DexSwapStatus,
  DexToken,
} from './contract';
import { readDexTx, type DexTxReading } from './receipt';
import { lookupTokenForApi } from './token-lookup';
import { findCuratedToken } from './tokens';
import {
  findDexSwap,
  findDexSwapByHash,
  insertDexSwap,
  updateDexSwap,
  type DexSwapRow,
} from './swaps-store';

// Recording the swaps the visitor's wallet sent, and their status by transaction hash. A swap
// is recorded even when the node does not know the transaction yet (wallets broadcast on their
// own time): it is pending until the chain says otherwise. Each status read asks the chain and
// stores its answer; confirmed and reverted are final and answered from the row.

const SANDBOX_PREFIX = 'sandbox-';

/** The aggregator's name, or null for an id no running or declared aggregator has. */
function aggregatorName(id: string): string | null {
  return aggregatorInfo(id)?.name ?? null;
}

const invalid = (field: string) =>
  new ApiError('validation_failed', { fields: { [field]: 'invalid' } });

async function tokenOf(chainId: number, address: string, field: string): Promise<DexToken> {
  const token = await lookupTokenForApi(chainId, address);
  if (!token) throw invalid(field);
  return token;
}

/** Stored token facts as a DexToken: the curated entry when it is one, else what was read. */
function storedToken(row: DexSwapRow, side: 'from' | 'to'): DexToken {
  const address = side === 'from' ? row.fromAddress : row.toAddress;
  return (
    findCuratedToken(row.chainId, address) ?? {
      chainId: row.chainId,
      address,
      symbol: side === 'from' ? row.fromSymbol : row.toSymbol,
      name: side === 'from' ? row.fromName : row.toName,
      decimals: side === 'from' ? row.fromDecimals : row.toDecimals,
      logo: null,
      native: false,
      verified: false,
      ticker: null,
    }
  );
}

/** What the chain has said of the aggregator the browser named (./routers.ts). */
function attributionOf(row: DexSwapRow): DexAttribution {
  if (row.verifiedAt !== null) return 'attributed';
  if (row.routerVerified === false) return 'not_attributed';
  // Mined without a swap, or never mined: nothing to attribute.
  if (row.state === 'reverted' || row.state === 'dropped') return 'not_attributed';
  // Not mined yet, or confirmed before the router was checked (a row from before migration
  // 0017, until its next reading).
  return 'pending';
}

function recordedSwap(row: DexSwapRow): DexRecordedSwap {
  return {
    aggregator: { id: row.aggregator, name: aggregatorName(row.aggregator) ?? row.aggregator },
    attribution: attributionOf(row),
    from: storedToken(row, 'from'),
    to: storedToken(row, 'to'),
    amountIn: row.amountIn,
    amountOut: row.amountOut,
    minOut: row.minOut,
    recordedAt: row.recordedAt.toISOString(),
  };
}

function statusOf(
  chainId: number,
  txHash: string,
  reading: Pick<DexTxReading, 'state' | 'blockNumber' | 'gasCostWei'>,
  row: DexSwapRow | null,
): DexSwapStatus {
  const chain = dexChain(chainId)!;
  return {
    chainId,
    txHash,
    state: reading.state,
    blockNumber: reading.blockNumber,
    gasCostWei: reading.gasCostWei,
    explorerUrl: explorerTxUrl(chain, txHash),
    swap: row ? recordedSwap(row) : null,
  };
}

/** The chain's best-effort word at record time: a node that fails then does not stop it. */
async function firstReading(chainId: number, txHash: string): Promise<DexTxReading | null> {
  try {
    return await readDexTx(chainId, txHash);
  } catch {
    return null;
  }
}

/** Records a sent swap: 201 the first time, 200 (nothing changed) for the same transaction. */
export async function recordDexSwap(
  record: DexSwapRecord,
  attribution: Attribution,
): Promise<{ status: 200 | 201; body: { chainId: number; txHash: string } }> {
  const body = { chainId: record.chainId, txHash: record.txHash };
  if (await findDexSwap(record.chainId, record.txHash)) return { status: 200, body };
  if (aggregatorName(record.aggregator) === null) throw invalid('aggregator');
  if (record.from.toLowerCase() === record.to.toLowerCase()) throw invalid('to');
  // The quote's minimum is never above what it quoted.
  if (BigInt(record.minOut) > BigInt(record.amountOut)) throw invalid('minOut');
  const [from, to] = await Promise.all([
    tokenOf(record.chainId, record.from, 'from'),
    tokenOf(record.chainId, record.to, 'to'),
  ]);
  const reading = await firstReading(record.chainId, record.txHash);
  const sandbox = record.aggregator.startsWith(SANDBOX_PREFIX);
  const row = await insertDexSwap({ record, from, to, sandbox, attribution, reading });
  return { status: row ? 201 : 200, body };
}

const FINAL = new Set(['confirmed', 'reverted']);

/** The status of `txHash` on a DEX chain; 404 when neither recorded nor known to the chain. */
export async function dexSwapStatus(chainId: number, txHash: string): Promise<DexSwapStatus> {
  const row = await findDexSwap(chainId, txHash);
  // A final row is the chain's last word, once its router is checked too.
  if (row && FINAL.has(row.state) && row.routerVerified !== null)
    return statusOf(chainId, txHash, row, row);
  const reading = await readDexTx(
    chainId,
    txHash,
    row ? { taker: row.taker, nonce: row.nonce, recordedAt: row.recordedAt } : undefined,
  );
  if (!row && reading.state === 'not_found') throw new ApiError('not_found');
  const stored = row ? await updateDexSwap(row, reading) : null;
  return statusOf(chainId, txHash, reading, stored);
}

/**
 * The status of `txHash` wherever it is: the chain it was recorded on, else the first DEX chain
 * (in DEX_CHAINS order) that knows it, all asked at once. 404 when none does; 503 when none
 * does and some could not be asked.
 */
export async function lookUpDexSwap(txHash: string): Promise<DexSwapStatus> {
  const row = await findDexSwapByHash(txHash);
  if (row) return dexSwapStatus(row.chainId, txHash);
  const readings = await Promise.allSettled(DEX_CHAINS.map((chain) => readDexTx(chain.id, txHash)));
  for (const [index, settled] of readings.entries()) {
    if (settled.status === 'fulfilled' && settled.value.state !== 'not_found') {
      return statusOf(DEX_CHAINS[index]!.id, txHash, settled.value, null);
    }
  }
  const failed = readings.find((settled) => settled.status === 'rejected');
  if (failed) throw failed.reason;
  throw new ApiError('not_found');
}
