import 'server-only';
import {
  decodeFunctionResult,
  encodeFunctionData,
  keccak256,
  serializeTransaction,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import {
  ARB_NODE_INTERFACE,
  GAS_PRICE_ORACLE_ABI,
  NODE_INTERFACE_ABI,
  OP_GAS_PRICE_ORACLE,
} from './rollup-abi';
import { DEX_CHAINS, type DexChain } from './chains';
import { rpcFailure } from './rpc-error';
import { dexClient } from './rpc';

// The L1 data fee a rollup charges on top of L2 gas, for the gas ranking (docs/dex.md,
// "Ranking"). Optimism (OP Stack): the GasPriceOracle predeploy's getL1Fee(bytes) of the unsigned
// RLP-encoded transaction, and since Fjord getL1FeeUpperBound(uint256) for a size alone (OP
// specs, Fjord predeploys). Arbitrum: the NodeInterface virtual contract's
// gasEstimateL1Component(to, contractCreation, data), whose gasEstimateForL1 is in L2 gas units
// at its baseFee (Arbitrum docs, NodeInterface reference and "How to estimate gas").
//
// One basis per ranking, so that it stays fair: when every quote carries its calldata, each pays
// the fee of its own transaction; when any does not (indicative quotes), every quote pays the
// same bound for a typical swap of TYPICAL_SWAP_CALLDATA_BYTES, which moves every net alike and
// keeps the order. On Arbitrum, eth_estimateGas already includes the L1 component, so a quote
// whose gas we estimated that way pays nothing more. A node that fails drops the L1 part of
// every quote of the ranking (logged), never the quotes.

/** An aggregator swap's calldata is commonly 0.5–2 kB; the bound for indicative quotes uses 1 kB. */
export const TYPICAL_SWAP_CALLDATA_BYTES = 1_000;
export const L1_FEE_TTL_MS = 15_000;
const FAILURE_TTL_MS = 5_000;

type Rollup = NonNullable<DexChain['rollup']>;
const ROLLUPS: Readonly<Record<number, Rollup>> = Object.fromEntries(
  DEX_CHAINS.flatMap((chain) => (chain.rollup ? [[chain.id, chain.rollup]] : [])),
);

export interface L1Candidate {
  tx: { to: string; data: string; value: string } | null;
  /** Its gas is our eth_estimateGas of its transaction (on Arbitrum that includes the L1 part). */
  estimatedOnChain: boolean;
}

/** Calldata that does not compress, as a bound must assume: keccak256 blocks of a counter. */
function typicalCalldata(): Hex {
  const blocks = Math.ceil(TYPICAL_SWAP_CALLDATA_BYTES / 32);
  const hex = Array.from({ length: blocks }, (_, i) => keccak256(toHex(i)).slice(2)).join('');
  return `0x${hex.slice(0, TYPICAL_SWAP_CALLDATA_BYTES * 2)}`;
}

/** A typical swap, for the bound of indicative quotes (the address weighs 20 bytes either way). */
const TYPICAL_TX = { to: zeroAddress, data: typicalCalldata(), value: '0' };

/**
 * The unsigned EIP-1559 transaction the oracle prices. Nonce, gas and fees are the wallet's to
 * fill: realistic placeholders, a few bytes of a transaction of a kilobyte or so.
 */
function unsignedTx(chainId: number, tx: { to: string; data: string; value: string }): Hex {
  return serializeTransaction({
    type: 'eip1559',
    chainId,
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    nonce: 1_000,
    gas: 1_000_000n,
    maxFeePerGas: 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000n,
  });
}

async function opFee(client: PublicClient, chainId: number, tx: L1Candidate['tx']) {
  const oracle = { address: OP_GAS_PRICE_ORACLE, abi: GAS_PRICE_ORACLE_ABI } as const;
  if (tx) {
    const data = unsignedTx(chainId, tx);
    return client.readContract({ ...oracle, functionName: 'getL1Fee', args: [data] });
  }
  const size = BigInt((unsignedTx(chainId, TYPICAL_TX).length - 2) / 2);
  return client.readContract({ ...oracle, functionName: 'getL1FeeUpperBound', args: [size] });
}

async function arbitrumFee(client: PublicClient, tx: L1Candidate['tx']) {
  const { to, data } = tx ?? TYPICAL_TX;
  const call = {
    abi: NODE_INTERFACE_ABI,
    functionName: 'gasEstimateL1Component',
  } as const;
  const answer = await client.call({
    to: ARB_NODE_INTERFACE,
    data: encodeFunctionData({ ...call, args: [to as Address, false, data as Hex] }),
  });
  const [l1Gas, baseFee] = decodeFunctionResult({ ...call, data: answer.data ?? '0x' });
  return l1Gas * baseFee;
}

async function feeOf(chainId: number, tx: L1Candidate['tx']): Promise<bigint> {
  const client = dexClient(chainId);
  if (!client) throw new Error(`no client for chain ${chainId}`);
  return ROLLUPS[chainId] === 'arbitrum' ? arbitrumFee(client, tx) : opFee(client, chainId, tx);
}

interface Entry {
  fee: Promise<bigint | null>;
  until: number;
}

const typicalCache = processSingleton('dex-l1-typical-fee', () => new Map<number, Entry>());

/** The bound for a typical swap on `chainId`, kept L1_FEE_TTL_MS (a failure FAILURE_TTL_MS). */
function typicalFee(chainId: number, now: number): Promise<bigint | null> {
  const entries = typicalCache();
  const hit = entries.get(chainId);
  if (hit && now < hit.until) return hit.fee;
  const fee = feeOf(chainId, null).catch((error: unknown) => {
    log.warn('dex: L1 data fee unavailable', { chainId, error: rpcFailure(error) });
    return null;
  });
  const entry: Entry = { fee, until: now + L1_FEE_TTL_MS };
  entries.set(chainId, entry);
  void fee.then((value) => {
    if (value === null && entries.get(chainId) === entry) entry.until = now + FAILURE_TTL_MS;
  });
  return fee;
}

/** Whether quotes on `chainId` pay an L1 data fee on top of their L2 gas. */
export function chargesL1Fee(chainId: number): boolean {
  return ROLLUPS[chainId] !== undefined;
}

/**
 * The L1 data fee in wei of each candidate, in order, on one basis for all (see above); null when
 * the chain charges none or its node could not say (the ranking then uses L2 gas alone).
 * Never rejects.
 */
export async function l1DataFees(
  chainId: number,
  candidates: readonly L1Candidate[],
  now = Date.now(),
): Promise<bigint[] | null> {
  if (!chargesL1Fee(chainId) || candidates.length === 0) return null;
  const included = (candidate: L1Candidate) =>
    candidate.estimatedOnChain && ROLLUPS[chainId] === 'arbitrum';
  if (candidates.some((candidate) => candidate.tx === null)) {
    const fee = await typicalFee(chainId, now);
    return fee === null ? null : candidates.map((candidate) => (included(candidate) ? 0n : fee));
  }
  try {
    return await Promise.all(
      candidates.map((candidate) =>
        included(candidate) ? Promise.resolve(0n) : feeOf(chainId, candidate.tx),
      ),
    );
  } catch (error) {
    log.warn('dex: L1 data fee unavailable', { chainId, error: rpcFailure(error) });
    return null;
  }
}

/** Tests: forget every chain's typical bound. */
export function clearL1FeeCache(): void {
  typicalCache().clear();
}
