import { apiFetch } from '@/lib/api/client';
import {
  createFiatCheckoutOperation,
  getFiatOffersOperation,
  type FiatCheckout,
} from '@/lib/fiat/contract';
import type { RampRequest } from './use-ramp-offers';

// The widget's calls, loaded with its first request: the API client and the fiat contract stay
// out of the pages' first load (as components/exchange/swap-api.ts does for the swap).

export function fetchRampOffers(
  request: RampRequest & { languages?: string | undefined },
  locale: string,
  signal: AbortSignal,
) {
  return apiFetch(getFiatOffersOperation, { locale, signal, query: request });
}

/** `key`: the Idempotency-Key, the same for a repeated click on the same offer. */
export function createRampCheckout(body: FiatCheckout, locale: string, key: string) {
  return apiFetch(createFiatCheckoutOperation, {
    locale,
    body,
    headers: { 'Idempotency-Key': key },
  });
}
