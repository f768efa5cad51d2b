// The one list of swap statuses. Every provider's own status values are mapped onto these in its
// adapter (lib/providers/exchange/<vendor>/statuses.ts); screens and the API only know these.

export const SWAP_STATUSES = [
  'waiting',
  'confirming',
  'exchanging',
  'sending',
  'finished',
  'failed',
  'refunded',
  'expired',
  'on_hold',
] as const;

export type SwapStatus = (typeof SWAP_STATUSES)[number];

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
