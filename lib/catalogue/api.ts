import type { CurrenciesResponse } from './contract';
import type { Currency, ReferencePrice } from './types';

// The answer of GET /api/v1/currencies (its contract is ./contract.ts), built from the catalogue.

export function toCurrenciesResponse(
  list: readonly Currency[],
  prices: ReadonlyMap<string, ReferencePrice>,
  fallbackAsOf: string,
): CurrenciesResponse {
  // The most recent observation describes the list; the snapshot's date when nothing is newer.
  let latest: ReferencePrice | undefined;
  for (const price of prices.values()) {
    if (!latest || price.asOf > latest.asOf) latest = price;
  }
  return {
    currencies: list.map((currency) => ({
      code: currency.code,
      ticker: currency.ticker,
      name: currency.name,
      network: {
        code: currency.network.code,
        name: currency.network.name,
        badge: currency.network.badge,
        memo: currency.network.memo,
      },
      icon: currency.icon,
      decimals: currency.decimals,
      popular: currency.popularRank !== null,
      usd: prices.get(currency.ticker)?.usd ?? null,
    })),
    prices: latest
      ? { source: latest.source, asOf: latest.asOf }
      : { source: 'snapshot', asOf: fallbackAsOf },
  };
}
