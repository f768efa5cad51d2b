import { addDecimal } from '@/lib/decimal';
import type { BridgeStage, BridgeStatus, BridgeStep, BridgeTransfer } from '../contract';
import type { BridgeRouteResult } from '../kind';
import type { TokenRef } from '../../kit/contract';
import { mapStatus, type StatusTable } from '../../kit/status';
import { expiresIn } from '../../dex/vendor';
import type {
  LifiEstimate,
  LifiIncludedStep,
  LifiQuote,
  LifiRoute,
  LifiStatus,
  LifiToken,
} from './schema';

// LI.FI's words in ours. The native coin is the zero address in LI.FI's API (docs.li.fi, Token
// approvals); tokens by address. Its answers name no expiry: a quote counts as fresh for the
// kit's short default, as the DEX quotes do.

export const LIFI_NATIVE = '0x0000000000000000000000000000000000000000';

export function lifiToken(ref: TokenRef): string {
  return ref.native ? LIFI_NATIVE : ref.address;
}

/**
 * LI.FI status (and substatus) → ours (@lifi/types StatusMessage and Substatus; docs.li.fi,
 * Transaction status):
 *
 * | LI.FI                                   | ours      | stage       |
 * | --------------------------------------- | --------- | ----------- |
 * | NOT_FOUND, INVALID                      | not_found | –           |
 * | PENDING / WAIT_SOURCE_CONFIRMATIONS     | pending   | source      |
 * | PENDING / WAIT_DESTINATION_TRANSACTION  | pending   | destination |
 * | PENDING / BRIDGE_NOT_AVAILABLE, CHAIN_NOT_AVAILABLE, UNKNOWN_ERROR | pending | bridging |
 * | PENDING / REFUND_IN_PROGRESS            | pending   | –           |
 * | PENDING (no substatus)                  | pending   | bridging    |
 * | DONE / COMPLETED, DONE                  | done      | –           |
 * | DONE / PARTIAL                          | partial   | –           |
 * | DONE / REFUNDED                         | refunded  | –           |
 * | FAILED (any substatus)                  | failed    | –           |
 *
 * INVALID means the hash is not one of the named tool's transfers: for the visitor, LI.FI does
 * not know it. An unknown pair reads as pending (polling goes on) and logs a warning.
 */
export const LIFI_STATUSES = {
  not_found: 'not_found',
  invalid: 'not_found',
  pending: 'pending',
  'pending/wait_source_confirmations': 'pending',
  'pending/wait_destination_transaction': 'pending',
  'pending/bridge_not_available': 'pending',
  'pending/chain_not_available': 'pending',
  'pending/unknown_error': 'pending',
  'pending/refund_in_progress': 'pending',
  done: 'done',
  'done/completed': 'done',
  'done/partial': 'partial',
  'done/refunded': 'refunded',
  failed: 'failed',
} as const satisfies StatusTable<BridgeStatus>;

const STAGES: Readonly<Record<string, BridgeStage>> = {
  pending: 'bridging',
  'pending/wait_source_confirmations': 'source',
  'pending/wait_destination_transaction': 'destination',
  'pending/bridge_not_available': 'bridging',
  'pending/chain_not_available': 'bridging',
  'pending/unknown_error': 'bridging',
};

function sumUsd(values: readonly (string | null | undefined)[]): string | null {
  const named = values.filter((value): value is string => typeof value === 'string');
  return named.length === 0 ? null : named.reduce((total, value) => addDecimal(total, value));
}

/** Gas in USD plus the fees paid on top (included: false, sent as tx.value); included fees apart. */
function costs(estimate: LifiEstimate) {
  const fees = estimate.feeCosts ?? [];
  const onTop = fees.filter((fee) => fee.included === false).map((fee) => fee.amountUSD);
  const gas = (estimate.gasCosts ?? []).map((cost) => cost.amountUSD);
  return {
    gasCostUsd: sumUsd([...gas, ...onTop]),
    includedFeesUsd: sumUsd(fees.filter((fee) => fee.included !== false).map((f) => f.amountUSD)),
  };
}

/** Swaps and bridges in order; LI.FI's own 'protocol' steps (fee collection) are not hops. */
function hops(
  steps: readonly { type: string; tool: string; action: LifiIncludedStep['action'] }[],
) {
  return steps.flatMap((step): BridgeStep[] => {
    const kind = step.type === 'cross' ? 'bridge' : step.type === 'swap' ? 'swap' : null;
    if (!kind) return [];
    const { fromChainId, toChainId } = step.action;
    return [{ kind, tool: step.tool, fromChainId, toChainId }];
  });
}

/** A firm quote (one step with its transaction) in our words. */
export function fromLifiQuote(
  quote: LifiQuote,
  from: TokenRef,
  now = Date.now(),
): BridgeRouteResult {
  const { estimate, transactionRequest: tx } = quote;
  return {
    amountIn: estimate.fromAmount,
    amountOut: estimate.toAmount,
    minOut: estimate.toAmountMin,
    spender: from.native ? null : (estimate.approvalAddress ?? null),
    tx: { to: tx.to, data: tx.data, value: tx.value, gas: tx.gasLimit ?? undefined },
    expiresAt: expiresIn(undefined, now),
    steps: hops(quote.includedSteps?.length ? quote.includedSteps : [quote]),
    etaSeconds: Math.round(estimate.executionDuration),
    ...costs(estimate),
    reference: null,
  };
}

/** An indicative route (no wallet, no transaction) in our words; its steps' figures added up. */
export function fromLifiRoute(
  route: LifiRoute,
  from: TokenRef,
  now = Date.now(),
): BridgeRouteResult {
  const estimates = route.steps.map((step) => costs(step.estimate));
  const first = route.steps[0]!;
  return {
    amountIn: route.fromAmount,
    amountOut: route.toAmount,
    minOut: route.toAmountMin,
    spender: from.native ? null : (first.estimate.approvalAddress ?? null),
    tx: null,
    expiresAt: expiresIn(undefined, now),
    steps: route.steps.flatMap((step) =>
      hops(step.includedSteps?.length ? step.includedSteps : [step]),
    ),
    etaSeconds: Math.round(
      route.steps.reduce((total, step) => total + step.estimate.executionDuration, 0),
    ),
    // The steps' gas and the fees paid on top, as a firm quote counts them (the route's own
    // gasCostUSD leaves those fees out); the route's figure when no step names any.
    gasCostUsd: sumUsd(estimates.map((each) => each.gasCostUsd)) ?? route.gasCostUSD ?? null,
    includedFeesUsd: sumUsd(estimates.map((each) => each.includedFeesUsd)),
    reference: null,
  };
}

function tokenRef(token: LifiToken): TokenRef {
  const native = /^0x(?:0{40}|e{40})$/i.test(token.address);
  return { chainId: token.chainId, address: token.address, decimals: token.decimals, native };
}

/** A transfer's status in our words. */
export function fromLifiStatus(answer: LifiStatus): BridgeTransfer {
  const key = [answer.status, answer.substatus].filter(Boolean).join('/').toLowerCase();
  const known = Object.hasOwn(LIFI_STATUSES, key) ? key : answer.status.toLowerCase();
  const status = mapStatus('lifi', LIFI_STATUSES, known, 'pending');
  const receiving = answer.receiving;
  const arrived = status === 'partial' || status === 'refunded';
  return {
    status,
    providerStatus: [answer.status, answer.substatus].filter(Boolean).join('/'),
    stage: status === 'pending' && Object.hasOwn(STAGES, key) ? STAGES[key]! : null,
    receivingTxHash: receiving?.txHash ?? null,
    amountOut: receiving?.amount ?? null,
    receivedToken: arrived && receiving?.token ? tokenRef(receiving.token) : null,
    trackingUrl: answer.lifiExplorerLink ?? null,
  };
}
