'use client';

import { useQuery } from '@tanstack/react-query';
import type { CurrenciesResponse } from './types';

async function fetchCurrencies(): Promise<CurrenciesResponse> {
  const response = await fetch('/api/v1/currencies', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`currencies: HTTP ${response.status}`);
  return (await response.json()) as CurrenciesResponse;
}

/** The catalogue, fetched once per visit (it changes rarely) and shared by every picker. */
export function useCurrencies() {
  return useQuery({
    queryKey: ['currencies'],
    queryFn: fetchCurrencies,
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });
}
