// When a review carries the "verified swap" badge: its Swap ID names a swap of this site that a
// real provider finished. Sandbox swaps move no real coins, and a swap still running or failed is
// not an experience of a whole swap, so neither counts.

export interface SwapForReview {
  status: string | null;
  sandbox: boolean;
}

/** `swap` is the swaps row the review's Swap ID names, or null when there is none. */
export function isVerifiedSwap(swap: SwapForReview | null | undefined): boolean {
  return swap != null && swap.status === 'finished' && !swap.sandbox;
}
