import 'server-only';
import type { Address, Hex } from 'viem';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { DexQuote } from '@/lib/providers/dex/contract';
import type { DexAggregatorView } from './contract';
import { l1DataFees } from './l1-fee';
import type { RankEntry } from './ranking';
import { rpcFailure } from './rpc-error';
import { dexClient } from './rpc';

// The gas price every quote of a chain is costed at: the node's eth_gasPrice, which on an
// EIP-1559 chain is the base fee plus the suggested tip, i.e. what a swap sent now pays per unit
// (maxFeePerGas is only its ceiling, and would overstate the cost). Kept GAS_TTL_MS per chain, so
// a round of quotes and its refreshes read the chain once; a failure is kept briefly as null and
// the quotes are then ranked by amount alone.

export const GAS_TTL_MS = 15_000;
const FAILURE_TTL_MS = 5_000;

interface Entry {
  price: Promise<bigint | null>;
  until: number;
}

const cache = processSingleton('dex-gas-price', () => new Map<number, Entry>());

async function read(chainId: number): Promise<bigint | null> {
  const client = dexClient(chainId);
  if (!client) return null;
  try {
    const price = await client.getGasPrice();
    return price > 0n ? price : null;
  } catch (error) {
    log.warn('dex: gas price unavailable', { chainId, error: rpcFailure(error) });
    return null;
  }
}

/** The chain's gas price in wei, or null when the chain cannot be read. Never rejects. */
export function gasPrice(chainId: number, now = Date.now()): Promise<bigint | null> {
  const entries = cache();
  const hit = entries.get(chainId);
  if (hit && now < hit.until) return hit.price;
  const price = read(chainId);
  const entry: Entry = { price, until: now + GAS_TTL_MS };
  entries.set(chainId, entry);
  void price.then((value) => {
    if (value === null && entries.get(chainId) === entry) entry.until = now + FAILURE_TTL_MS;
  });
  return price;
}

/** Tests: forget every chain's price. */
export function clearGasPriceCache(): void {
  cache().clear();
}

/**
 * Gas units for a firm quote whose vendor names none: eth_estimateGas of its transaction from the
 * wallet. Null when it cannot be estimated (an ERC-20 sale before its approval reverts).
 */
export async function estimateSwapGas(
  chainId: number,
  taker: string,
  tx: { to: string; data: string; value: string },
): Promise<string | null> {
  const client = dexClient(chainId);
  if (!client) return null;
  try {
    const gas = await client.estimateGas({
      account: taker as Address,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
    });
    return gas > 0n ? gas.toString() : null;
  } catch {
    return null;
  }
}

/**
 * What the ranking needs of each quote's gas besides the vendor's figure: our estimate of a firm
 * quote whose vendor names none, and on a rollup the L1 data fee of each transaction, on one
 * basis for the whole ranking (./l1-fee.ts). The L1 fee is not asked when the gas price could
 * not be read: no gas cost is then known, and a node that failed once would only make the
 * answer wait again.
 */
export async function withGasFacts(
  chainId: number,
  quotes: readonly { aggregator: DexAggregatorView; quote: DexQuote }[],
  taker: string | undefined,
  gasPriceWei: bigint | null,
): Promise<RankEntry[]> {
  const estimated = await Promise.all(
    quotes.map(async ({ aggregator, quote }) =>
      quote.gasUnits === null && quote.tx && taker
        ? {
            aggregator,
            estimatedOnChain: true,
            quote: { ...quote, gasUnits: await estimateSwapGas(chainId, taker, quote.tx) },
          }
        : { aggregator, quote, estimatedOnChain: false },
    ),
  );
  const l1Fees =
    gasPriceWei === null
      ? null
      : await l1DataFees(
          chainId,
          estimated.map(({ quote, estimatedOnChain }) => ({ tx: quote.tx, estimatedOnChain })),
        );
  return estimated.map(({ aggregator, quote }, i) => ({
    aggregator,
    quote,
    l1FeeWei: l1Fees?.[i],
  }));
}
