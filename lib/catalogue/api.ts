import type { CurrenciesResponse, PickerCurrency } from './contract';
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

/**
 * The popular currencies (those with a rank), in the catalogue's order, as a coin picker shows
 * them: what the home page's form embeds so it renders real coins before the full list loads.
 */
export function popularPickerCurrencies(list: readonly Currency[]): PickerCurrency[] {
  return list
    .filter((currency) => currency.popularRank !== null)
    .map(({ code, ticker, name, icon, network }) => ({
      code,
      ticker,
      name,
      icon,
      popular: true,
      network: { name: network.name, badge: network.badge },
    }));
}
