import { apiFetch, apiStream } from '@/lib/api/client';
import { listCurrenciesOperation } from '@/lib/catalogue/contract';
import { getOffersOperation, type OfferEvent } from '@/lib/rates/contract';
import type { OffersRequest } from './offers/use-offer-stream';

// The API calls of /swap, each answer checked against its contract. The page imports this module
// when it first asks (right after hydration), so its first load carries neither the contracts
// nor zod: the form and the offers list paint and hydrate while this chunk is on its way.

/** GET /api/v1/offers as NDJSON: each event as it arrives; resolves when the answer ends. */
export function streamOffers(
  { from, to, amount, rateType, direction = 'direct' }: OffersRequest,
  locale: string,
  signal: AbortSignal,
  onEvent: (event: OfferEvent) => void,
): Promise<void> {
  const query = { from, to, amount, direction, rateType } as const;
  return apiStream(getOffersOperation, { locale, query, signal }, onEvent);
}

/** GET /api/v1/currencies: the whole catalogue the pickers and tickers read. */
export function listCurrencies(locale: string, signal?: AbortSignal) {
  return apiFetch(listCurrenciesOperation, { locale, signal });
}
