import { addDecimal } from '@/lib/decimal';
import type { BridgeStage, BridgeStatus, BridgeStep, BridgeTransfer } from '../contract';
import type { BridgeRouteResult } from '../kind';
import type { TokenRef } from '../../kit/contract';
import { mapStatus, type StatusTable } from '../../kit/status';
import { EEEE_NATIVE, expiresIn } from '../../dex/vendor';
import type { SquidCost, SquidRoute, SquidStatus } from './schema';

// Squid's words in ours. Squid spells the native coin with the 0xEeee… sentinel (Route request
// parameters), as our contract does; tokens by address. Its routes name no expiry: the kit's
// short default, as for the DEX quotes.

export function squidToken(ref: TokenRef): string {
  return ref.native ? EEEE_NATIVE : ref.address;
}

/**
 * squidTransactionStatus → ours (docs.squidrouter.com, Track status; squid-types'
 * SquidTransactionStatus):
 *
 * | Squid                  | ours      | stage     |
 * | ---------------------- | --------- | --------- |
 * | ongoing                | pending   | bridging  |
 * | needs_gas              | pending   | needs_gas |
 * | success                | done      | –         |
 * | partial_success        | partial   | –         |
 * | refund                 | refunded  | –         |
 * | failed_on_destination  | failed    | –         |
 * | not_found              | not_found | –         |
 *
 * partial_success: the source transaction ran but the destination call reverted, so the bridged
 * token (e.g. axlUSDC) stayed with the recipient on the destination chain; Squid names neither
 * the token nor the amount. needs_gas: the destination execution waits for more gas, which the
 * visitor can add on Axelarscan (the tracking page). An unknown status reads as pending.
 */
export const SQUID_STATUSES = {
  ongoing: 'pending',
  needs_gas: 'pending',
  success: 'done',
  partial_success: 'partial',
  refund: 'refunded',
  failed_on_destination: 'failed',
  not_found: 'not_found',
} as const satisfies StatusTable<BridgeStatus>;

const STAGES: Readonly<Record<string, BridgeStage>> = {
  ongoing: 'bridging',
  needs_gas: 'needs_gas',
};

function sumUsd(costs: readonly SquidCost[]): string | null {
  const named = costs.map((cost) => cost.amountUsd).filter((usd): usd is string => !!usd);
  return named.length === 0 ? null : named.reduce((total, usd) => addDecimal(total, usd));
}

/**
 * Squid does not say which fees are in toAmount. The integrator fee is taken from the amount;
 * the Axelar, gas receiver and boost fees are paid in the source chain's coin with the
 * transaction (its value), so they count with the gas.
 */
const INCLUDED_FEES = new Set(['integrator fee']);

function hops(route: SquidRoute): BridgeStep[] {
  return route.estimate.actions.flatMap((action): BridgeStep[] => {
    const kind = action.type === 'bridge' ? 'bridge' : action.type === 'swap' ? 'swap' : null;
    if (!kind) return [];
    const tool = action.provider ?? action.type;
    return [{ kind, tool, fromChainId: action.fromChain, toChainId: action.toChain }];
  });
}

/** A route (firm with its transaction, or quoteOnly without) in our words. */
export function fromSquidRoute(
  route: SquidRoute,
  from: TokenRef,
  now = Date.now(),
): BridgeRouteResult {
  const { estimate } = route;
  const tx = route.transactionRequest ?? null;
  const fees = estimate.feeCosts ?? [];
  const included = fees.filter((fee) => INCLUDED_FEES.has((fee.name ?? '').toLowerCase()));
  const onTop = fees.filter((fee) => !included.includes(fee));
  return {
    amountIn: estimate.fromAmount,
    amountOut: estimate.toAmount,
    minOut: estimate.toAmountMin,
    // The router is the contract called and approved; a quoteOnly route names none yet.
    spender: from.native || !tx ? null : tx.target,
    tx: tx && { to: tx.target, data: tx.data, value: tx.value, gas: tx.gasLimit ?? undefined },
    expiresAt: expiresIn(undefined, now),
    steps: hops(route),
    etaSeconds: Math.round(estimate.estimatedRouteDuration),
    gasCostUsd: sumUsd([...(estimate.gasCosts ?? []), ...onTop]),
    includedFeesUsd: sumUsd(included),
    reference: route.quoteId,
  };
}

/** A transfer's status in our words. */
export function fromSquidStatus(answer: SquidStatus): BridgeTransfer {
  const raw = answer.squidTransactionStatus.toLowerCase();
  const status = mapStatus('squid', SQUID_STATUSES, raw, 'pending');
  const receiving = answer.toChain?.transactionId ?? null;
  return {
    status,
    providerStatus: [answer.squidTransactionStatus, answer.status].filter(Boolean).join('/'),
    stage: status === 'pending' && Object.hasOwn(STAGES, raw) ? STAGES[raw]! : null,
    receivingTxHash: receiving,
    amountOut: null,
    receivedToken: null,
    trackingUrl: answer.axelarTransactionUrl ?? null,
  };
}
