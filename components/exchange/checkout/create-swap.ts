import { apiFetch } from '@/lib/api/client';
import { createSwapOperation, type CreateSwapRequest, type SwapView } from '@/lib/swaps/contract';

// POST /api/v1/swaps. One Idempotency-Key per submission: pressing the button again with the
// same details (a retry after a lost answer) reuses it, so the provider is called once.

export function createIdempotency() {
  let last: { body: string; key: string } | null = null;
  return (body: string): string => {
    if (last?.body !== body) last = { body, key: crypto.randomUUID() };
    return last.key;
  };
}

/** The created swap; any refusal or failure throws an ApiClientError. */
export function postSwap(
  body: CreateSwapRequest,
  keyFor: (body: string) => string,
  locale: string,
): Promise<SwapView> {
  const headers = { 'Idempotency-Key': keyFor(JSON.stringify(body)) };
  return apiFetch(createSwapOperation, { locale, body, headers });
}
