import { eq } from 'drizzle-orm';
import { getReferencePrices } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { sandboxSwaps } from '@/lib/db/schema';
import { ProviderError } from '../../kit/errors';
import { sandboxActions, sandboxStatus, type SimulateAction } from './lifecycle';
import type { PriceLookup } from './pricing';
import { SANDBOX_PROFILES } from './profiles';
import { loadSandboxSwap, SandboxProvider } from './provider';

export { sandboxActions, type SimulateAction } from './lifecycle';
export { SANDBOX_PROFILES } from './profiles';

async function priceLookup(): Promise<PriceLookup> {
  const prices = await getReferencePrices();
  return (ticker) => prices.get(ticker.toUpperCase())?.usd;
}

/** The simulated providers the site runs without provider keys (or with SANDBOX=true). */
export function createSandboxProviders(): SandboxProvider[] {
  return SANDBOX_PROFILES.map((profile) => new SandboxProvider(profile, priceLookup));
}

/**
 * Moves a sandbox swap as if the visitor had paid ('deposit'), or forces its end ('fail',
 * 'refund') so every branch of the status screens can be reached. Throws ProviderError
 * 'not_found' for an unknown id and SimulationNotAllowedError when the action does not fit the
 * swap's status.
 */
export async function simulateSandboxSwap(
  providerSwapId: string,
  action: SimulateAction,
): Promise<void> {
  const row = await loadSandboxSwap(providerSwapId);
  if (!row) throw new ProviderError('sandbox-swaps', 'not_found', 'no such sandbox swap');
  const now = new Date();
  if (!sandboxActions(sandboxStatus(row, now)).includes(action)) {
    throw new SimulationNotAllowedError(action);
  }
  const db = await getDb();
  const set =
    action === 'deposit'
      ? { depositedAt: now }
      : { outcome: action === 'fail' ? 'failed' : 'refunded', outcomeAt: now };
  await db.update(sandboxSwaps).set(set).where(eq(sandboxSwaps.id, providerSwapId));
}

export class SimulationNotAllowedError extends Error {
  constructor(action: SimulateAction) {
    super(`sandbox: '${action}' is not possible in the swap's current status`);
    this.name = 'SimulationNotAllowedError';
  }
}
