import type { SwapStatus } from '@/lib/providers/exchange/contract';

// The one list of swap statuses lives in the exchange provider contract (adapters map every
// vendor value onto it, and providers import no domain module); screens and the API read it here.
export { SWAP_STATUSES, type SwapStatus } from '@/lib/providers/exchange/contract';

/** Statuses after which nothing changes any more: the refresher stops polling. */
export const TERMINAL_STATUSES: ReadonlySet<SwapStatus> = new Set([
  'finished',
  'failed',
  'refunded',
  'expired',
]);

export function isTerminal(status: SwapStatus): boolean {
  return TERMINAL_STATUSES.has(status);
}

/** The happy path in order, for timelines. */
export const PROGRESS_STEPS = [
  'waiting',
  'confirming',
  'exchanging',
  'sending',
  'finished',
] as const;
