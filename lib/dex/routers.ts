import 'server-only';
import { DEX_ADAPTERS } from '@/lib/providers/dex/registry';
import { dexSandboxWorld } from './world';

// Which contracts a swap of an aggregator is sent to, so that a recorded swap counts for that
// aggregator (and the partner whose link brought the visitor) only when the chain shows its
// transaction going there. The browser names the aggregator; the chain says where the
// transaction went.
//
// For every aggregator the site runs, the contract the swap transaction calls is the contract
// its documentation says to approve, so `info.spenders` is also the router list:
// - 0x, AllowanceHolder flow: "Entry Point Contract … AllowanceHolder (/swap/allowance-holder),
//   returned in transaction.to", the same contract as the allowance target (0x docs, "Setting
//   Token Allowances", Allowance Target vs. Entry Point); the Permit2 flow, whose entry point is
//   Settler, is not used (docs/dex.md).
// - 1inch Swap v6.0: `tx.to` is the Aggregation Router v6, which /approve/spender names.
// - Velora v6.2: Augustus v6.2 is both priceRoute.contractAddress (the call) and
//   tokenTransferProxy (the approval).
// - OpenOcean v3: the exchange contract is both swap_quote's `to` and the spender.
// - KyberSwap: MetaAggregationRouterV2 is `routerAddress` and the spender (KyberSwap docs,
//   Contracts & Addresses).
// - The sandbox: the SandboxRouter of DEX_SANDBOX_ROUTER, whatever sandbox aggregator quoted.
// An aggregator whose entry contract differs from its spender would need a list of its own.

const SANDBOX_PREFIX = 'sandbox-';

/** The contracts a swap of `aggregator` on `chainId` is sent to, lower-cased; empty if none. */
export function routersOf(aggregator: string, chainId: number): string[] {
  if (aggregator.startsWith(SANDBOX_PREFIX)) {
    const router = dexSandboxWorld.router();
    return router ? [router.toLowerCase()] : [];
  }
  const info = DEX_ADAPTERS.find((adapter) => adapter.info.id === aggregator)?.info;
  return (info?.spenders[String(chainId)] ?? []).map((address) => address.toLowerCase());
}

/**
 * Whether a transaction sent to `to` (null: a contract creation) went to one of the aggregator's
 * routers on that chain.
 */
export function sentToRouter(aggregator: string, chainId: number, to: string | null): boolean {
  return to !== null && routersOf(aggregator, chainId).includes(to.toLowerCase());
}

/** What the site stores of where a recorded swap went (lib/db/schema/tables/dex-swaps.ts). */
export interface RouterCheck {
  txTo: string | null;
  routerVerified: boolean | null;
  verifiedAt: Date | null;
}

/**
 * The check after a reading of the chain: where the transaction went once the node shows it
 * (its `to` never changes for a hash), and the time it counts from once it is confirmed at a
 * router. A reading that shows nothing keeps what was known.
 */
export function checkRouter(
  swap: { aggregator: string; chainId: number },
  reading: { state: string; to: string | null | undefined },
  known: RouterCheck,
  now: Date = new Date(),
): RouterCheck {
  if (reading.to === undefined) return known;
  const routerVerified = sentToRouter(swap.aggregator, swap.chainId, reading.to);
  const confirmedNow = reading.state === 'confirmed' ? now : null;
  const verifiedAt = routerVerified ? (known.verifiedAt ?? confirmedNow) : null;
  return { txTo: reading.to, routerVerified, verifiedAt };
}
