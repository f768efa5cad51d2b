'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { fetchCurrencies } from './load-currencies';

/** The catalogue, fetched once per visit (it changes rarely) and shared by every picker. */
export function useCurrencies() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['currencies'],
    queryFn: ({ signal }) => fetchCurrencies(locale, signal),
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });
}
