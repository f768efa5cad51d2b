import { apiFetch } from '@/lib/api/client';
import { listCurrenciesOperation } from '@/lib/catalogue/contract';

// The full catalogue as the coin pickers read it (GET /api/v1/currencies, checked against its
// contract). The home page's form imports this module only when a picker is first touched, so
// its first load carries neither the contract nor zod.

export function fetchCurrencies(locale: string, signal?: AbortSignal) {
  return apiFetch(listCurrenciesOperation, { locale, signal });
}
