import type { SwapStatus } from '../contract';

// How a sandbox swap moves once a deposit is simulated: a few seconds per step, so a visitor (or
// an end-to-end test) watches the whole timeline in about 20 seconds.

export const STEP_SECONDS = 6;
const STEPS: readonly SwapStatus[] = ['confirming', 'exchanging', 'sending'];

export type SimulateAction = 'deposit' | 'fail' | 'refund';

export interface SandboxState {
  expiresAt: Date;
  depositedAt: Date | null;
  outcome: string | null;
}

export function sandboxStatus(state: SandboxState, now: Date): SwapStatus {
  if (state.outcome === 'failed') return 'failed';
  if (state.outcome === 'refunded') return 'refunded';
  if (!state.depositedAt) return now >= state.expiresAt ? 'expired' : 'waiting';
  const step = Math.floor((now.getTime() - state.depositedAt.getTime()) / (STEP_SECONDS * 1000));
  return STEPS[step] ?? 'finished';
}

/** The simulate actions that make sense in a status (none once it is over). */
export function sandboxActions(status: SwapStatus): SimulateAction[] {
  if (status === 'waiting') return ['deposit', 'fail', 'refund'];
  if (status === 'confirming' || status === 'exchanging' || status === 'sending') {
    return ['fail', 'refund'];
  }
  return [];
}
