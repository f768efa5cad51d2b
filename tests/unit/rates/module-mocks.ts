import { vi } from 'vitest';
import type { Currency } from '@/lib/catalogue/types';

// Stand-ins for the modules the offers engine reads beside its providers, shared by the rates
// tests: `vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()))`.
// This file imports nothing that loads those modules, so it can serve their mock factories.

export function catalogue() {
  return {
    toCurrencyRef: (c: Currency) => ({
      code: c.code,
      ticker: c.ticker,
      network: c.network.code,
      contract: c.contract ?? undefined,
      decimals: c.decimals,
    }),
  };
}

/** Fixed quotes are not stored: their expiry (or 'never') is answered at once. */
export function quoteStore() {
  return {
    saveFixedQuote: vi.fn(async (quote: { expiresAt?: string }) => quote.expiresAt ?? 'never'),
  };
}
