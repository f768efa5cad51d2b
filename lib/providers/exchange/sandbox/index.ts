import 'server-only';
import { ProviderError } from '../../kit/errors';
import type { ExchangeProvider } from '../contract';
import { sandboxActions, sandboxStatus, type SimulateAction } from './lifecycle';
import { SANDBOX_PROFILES } from './profiles';
import { SandboxProvider } from './provider';
import type { SandboxStore } from './store';

export { sandboxActions, type SimulateAction } from './lifecycle';
export type { SandboxStore, SandboxSwapRecord } from './store';

/** The simulated providers the site runs without provider keys (or with SANDBOX=true). */
export function createSandboxProviders(store: SandboxStore): ExchangeProvider[] {
  return SANDBOX_PROFILES.map((profile) => new SandboxProvider(profile, store));
}

/**
 * Moves a sandbox swap as if the visitor had paid ('deposit'), or forces its end ('fail',
 * 'refund') so every branch of the status screens can be reached. Throws ProviderError
 * 'not_found' for an unknown id and SimulationNotAllowedError when the action does not fit the
 * swap's status.
 */
export async function simulateSandboxSwap(
  store: SandboxStore,
  providerSwapId: string,
  action: SimulateAction,
): Promise<void> {
  const row = await store.findSwap(providerSwapId);
  if (!row) throw new ProviderError('sandbox-swaps', 'not_found', 'no such sandbox swap');
  const now = new Date();
  if (!sandboxActions(sandboxStatus(row, now)).includes(action)) {
    throw new SimulationNotAllowedError(action);
  }
  const change =
    action === 'deposit'
      ? { depositedAt: now }
      : { outcome: action === 'fail' ? 'failed' : 'refunded', outcomeAt: now };
  await store.updateSwap(providerSwapId, change);
}

export class SimulationNotAllowedError extends Error {
  constructor(action: SimulateAction) {
    super(`sandbox: '${action}' is not possible in the swap's current status`);
    this.name = 'SimulationNotAllowedError';
  }
}
