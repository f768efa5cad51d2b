// PLACEHOLDER written by the swaps helper so its branch type-checks before the sandbox lands.
// Take main's version of this file on every merge.
import type { SwapStatus } from '@/lib/swaps/status';

export type SimulateAction = 'deposit' | 'fail' | 'refund';

export function sandboxActions(status: SwapStatus): SimulateAction[] {
  if (status === 'waiting') return ['deposit', 'fail', 'refund'];
  if (status === 'confirming' || status === 'exchanging' || status === 'sending') {
    return ['fail', 'refund'];
  }
  return [];
}

export async function simulateSandboxSwap(
  providerSwapId: string,
  action: SimulateAction,
): Promise<void> {
  throw new Error(`sandbox is not merged yet (${providerSwapId}, ${action})`);
}

export class SimulationNotAllowedError extends Error {
  constructor(action: SimulateAction) {
    super(`sandbox: '${action}' is not possible in the swap's current status`);
    this.name = 'SimulationNotAllowedError';
  }
}
