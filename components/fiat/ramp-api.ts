import { refOfSearch } from '@/lib/api/auth/ref-link';
import { apiFetch } from '@/lib/api/client';
import { ApiClientError } from '@/lib/api/client-error';
import {
  createFiatCheckoutOperation,
  getFiatOffersOperation,
  type FiatCheckout,
} from '@/lib/fiat/contract';
import type { RampRequest } from './use-ramp-offers';

// The widget's calls, loaded with its first request: the API client and the fiat contract stay
// out of the pages' first load (as components/exchange/swap-api.ts does for the swap), and so
// does the error class: the widget asks `apiAnswerOf` what an error says instead of testing it.

export function fetchRampOffers(
  request: RampRequest & { languages?: string | undefined },
  locale: string,
  signal: AbortSignal,
) {
  return apiFetch(getFiatOffersOperation, { locale, signal, query: request });
}

/**
 * `key`: the Idempotency-Key, the same for a repeated click on the same offer. The affiliate
 * link's `ref` in the page's address goes with the order (ADR 0022).
 */
export function createRampCheckout(body: FiatCheckout, locale: string, key: string) {
  const ref = refOfSearch(window.location.search) ?? undefined;
  return apiFetch(createFiatCheckoutOperation, {
    locale,
    body: { ...body, ref },
    headers: { 'Idempotency-Key': key },
  });
}

/**
 * What the API said in its own error shape (its message is already in the visitor's language,
 * with per-field codes), or null for any other failure (network, timeout, an answer of another
 * shape), which the widget words itself.
 */
export function apiAnswerOf(
  error: unknown,
): { message: string; fields: Readonly<Record<string, string>> } | null {
  return error instanceof ApiClientError && error.kind === 'api'
    ? { message: error.message, fields: error.fields }
    : null;
}
