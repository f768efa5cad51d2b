import { maxUint256 } from 'viem';

// The swap button's state machine, without React: which step the visitor is at (approve, swap,
// waiting for the chain) and what the last attempt said. The panel's hook runs the effects
// (reads, wallet requests) and reports each outcome here as an event; every transition is in
// this one function, so the paths a wallet can take (a rejected signature, a USDT-style reset,
// an expired quote, a replaced or dropped transaction) are tested without a browser.

export type Phase =
  /** No quote that can be sent (none yet, or indicative: no wallet). */
  | 'idle'
  /** Reading the allowance of the chosen quote's spender. */
  | 'checking'
  /** The allowance is short: the next step is an approval. */
  | 'approve'
  /** An approval is waiting for the wallet or the chain. */
  | 'approving'
  | 'ready'
  /** The swap is being simulated (no signature is asked before it passes). */
  | 'simulating'
  /** The wallet shows the swap for signature. */
  | 'signing'
  /** Sent: waiting for the receipt. */
  | 'pending'
  | 'confirmed'
  | 'reverted'
  | 'dropped'
  /** The wallet replaced the swap with another transaction (or cancelled it). */
  | 'replaced';

export type FlowError =
  | { kind: 'rejected' }
  | { kind: 'insufficient_funds' }
  | { kind: 'insufficient_balance' }
  | { kind: 'slippage' }
  | { kind: 'expired' }
  | { kind: 'chain_mismatch' }
  | { kind: 'approval_failed' }
  | { kind: 'reverted'; reason: string | null }
  | { kind: 'unknown' };

/** viem's names for what became of a replaced transaction. */
export type ReplacedReason = 'replaced' | 'repriced' | 'cancelled';

/** One approval transaction: `amount` 0 is the reset a USDT-style token needs first. */
export interface ApprovalStep {
  amount: bigint;
}

export interface FlowState {
  phase: Phase;
  quoteId: string | null;
  /** The steps still to send, the current one first (approve, approving). */
  steps: readonly ApprovalStep[];
  allowance: bigint | null;
  /** The visitor asked for an unlimited approval (exact is the default). */
  unlimited: boolean;
  /** The last step was a reset to zero: the approval itself follows without another click. */
  continueApproval: boolean;
  /** The chosen quote is past its expiry: nothing is sent until fresh quotes arrive. */
  expired: boolean;
  /** The transaction followed: an approval's, then the swap's. */
  hash: string | null;
  replaced: ReplacedReason | null;
  /** The receipt has not come within the wait: still pending as far as we know. */
  slow: boolean;
  error: FlowError | null;
}

export type FlowEvent =
  /** A quote is chosen (or fresh quotes arrived); null when none can be sent. */
  | { type: 'quote'; quoteId: string | null; needsAllowance: boolean }
  | { type: 'expired' }
  /** Fresh quotes arrived for the same choice: the expiry is lifted. */
  | { type: 'fresh' }
  | { type: 'allowance'; allowance: bigint; required: bigint; resetRequired: boolean }
  | { type: 'unlimited'; on: boolean }
  | { type: 'approve_start' }
  | { type: 'approve_sent'; hash: string }
  | { type: 'approve_confirmed' }
  | { type: 'swap_start' }
  | { type: 'simulated' }
  | { type: 'sent'; hash: string }
  | { type: 'replaced'; reason: ReplacedReason; hash: string }
  | { type: 'receipt'; success: boolean }
  | { type: 'slow' }
  | { type: 'dropped' }
  | { type: 'failed'; error: FlowError }
  /** After a result: back to the quote (a new swap, a new quote). */
  | { type: 'reset' };

export const initialFlow: FlowState = {
  phase: 'idle',
  quoteId: null,
  steps: [],
  allowance: null,
  unlimited: false,
  continueApproval: false,
  expired: false,
  hash: null,
  replaced: null,
  slow: false,
  error: null,
};

/** The approvals that bring `allowance` up to `required`: none, one, or a reset and one. */
export function planApproval(
  allowance: bigint,
  required: bigint,
  options: { unlimited: boolean; resetRequired: boolean },
): ApprovalStep[] {
  if (allowance >= required) return [];
  const amount = options.unlimited ? maxUint256 : required;
  return allowance > 0n && options.resetRequired ? [{ amount: 0n }, { amount }] : [{ amount }];
}

const BUSY: readonly Phase[] = ['approving', 'simulating', 'signing', 'pending'];
const DONE: readonly Phase[] = ['confirmed', 'reverted', 'dropped', 'replaced'];

export function isBusy(state: FlowState): boolean {
  return BUSY.includes(state.phase);
}

export function isDone(state: FlowState): boolean {
  return DONE.includes(state.phase);
}

const resting = (state: FlowState, quoteId: string | null, needsAllowance: boolean): FlowState => ({
  ...initialFlow,
  unlimited: state.unlimited,
  quoteId,
  phase: quoteId === null ? 'idle' : needsAllowance ? 'checking' : 'ready',
});

function failed(state: FlowState, error: FlowError): FlowState {
  const base = { ...state, error, hash: null, slow: false, continueApproval: false };
  if (error.kind === 'expired') return { ...base, phase: 'ready', expired: true };
  // An approval may have gone through before the failure (the reset): read the allowance again.
  if (state.phase === 'approving' || state.phase === 'approve')
    return { ...base, phase: 'checking' };
  return { ...base, phase: 'ready' };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'quote':
      // A transaction under way is followed to its end; new quotes wait behind it.
      if (isBusy(state) || isDone(state)) return state;
      return resting(state, event.quoteId, event.needsAllowance);
    case 'expired':
      return isBusy(state) || isDone(state) || state.phase === 'idle'
        ? state
        : { ...state, expired: true };
    case 'fresh':
      return isBusy(state) || isDone(state) ? state : { ...state, expired: false };
    case 'allowance': {
      if (state.phase !== 'checking') return state;
      const steps = planApproval(event.allowance, event.required, {
        unlimited: state.unlimited,
        resetRequired: event.resetRequired,
      });
      return {
        ...state,
        allowance: event.allowance,
        steps,
        phase: steps.length === 0 ? 'ready' : 'approve',
        continueApproval: steps.length > 0 && state.continueApproval,
      };
    }
    case 'unlimited':
      if (state.phase !== 'approve') return { ...state, unlimited: event.on };
      // The plan is made again from the allowance read.
      return { ...state, unlimited: event.on, phase: 'checking', continueApproval: false };
    case 'approve_start':
      if (state.phase !== 'approve' || state.expired) return state;
      return { ...state, phase: 'approving', hash: null, error: null, continueApproval: false };
    case 'approve_sent':
      return state.phase === 'approving' ? { ...state, hash: event.hash } : state;
    case 'approve_confirmed': {
      if (state.phase !== 'approving') return state;
      const wasReset = state.steps[0]?.amount === 0n;
      return { ...state, phase: 'checking', hash: null, continueApproval: wasReset };
    }
    case 'swap_start':
      if (state.phase !== 'ready' || state.expired) return state;
      return { ...state, phase: 'simulating', error: null };
    case 'simulated':
      return state.phase === 'simulating' ? { ...state, phase: 'signing' } : state;
    case 'sent':
      return state.phase === 'signing' ? { ...state, phase: 'pending', hash: event.hash } : state;
    case 'replaced':
      if (state.phase !== 'pending') return state;
      return { ...state, hash: event.hash, replaced: event.reason };
    case 'receipt': {
      if (state.phase !== 'pending') return state;
      const swapped = state.replaced === null || state.replaced === 'repriced';
      if (!swapped) return { ...state, phase: 'replaced' };
      return { ...state, phase: event.success ? 'confirmed' : 'reverted', slow: false };
    }
    case 'slow':
      return state.phase === 'pending' ? { ...state, slow: true } : state;
    case 'dropped':
      return state.phase === 'pending' ? { ...state, phase: 'dropped' } : state;
    case 'failed':
      return failed(state, event.error);
    case 'reset':
      return { ...initialFlow, unlimited: state.unlimited };
  }
}
