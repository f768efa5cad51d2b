import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { simulateSandboxSwap, SimulationNotAllowedError } from '@/lib/providers/exchange/sandbox';
import { ProviderError } from '@/lib/providers/kit/errors';
import { sandboxStore } from '@/lib/rates/sandbox-store';
import { normaliseSwapId } from './swap-id';
import { refreshSwap } from './refresh';
import { findSwapRow } from './rows';
import type { SwapView } from './contract';
import { getSwapView, INLINE_REFRESH_TIMEOUT_MS } from './view';

/** Sandbox only: plays a deposit, failure or refund, then answers the refreshed swap. */
export async function simulateSwap(
  rawId: string,
  action: 'deposit' | 'fail' | 'refund',
): Promise<SwapView> {
  const id = normaliseSwapId(rawId);
  const row = id ? await findSwapRow(await getDb(), id) : null;
  if (!id || !row || row.phase !== 'created') throw new ApiError('swap_not_found');
  if (!row.sandbox || !row.providerSwapId) throw new ApiError('simulation_not_allowed');
  try {
    await simulateSandboxSwap(sandboxStore, row.providerSwapId, action);
  } catch (error) {
    if (error instanceof SimulationNotAllowedError || error instanceof ProviderError) {
      throw new ApiError('simulation_not_allowed', { cause: error });
    }
    throw error;
  }
  await refreshSwap(id, { timeoutMs: INLINE_REFRESH_TIMEOUT_MS });
  const view = await getSwapView(id);
  if (!view) throw new ApiError('swap_not_found');
  return view;
}
