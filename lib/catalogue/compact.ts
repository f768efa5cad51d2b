import type { PickerCurrency } from './contract';
import type { Currency } from './types';

// The popular currencies as the home page embeds them for its form, so it renders real coins
// before (and without) GET /api/v1/currencies. One short tuple per currency keeps the page's
// RSC payload small: field names repeated two dozen times would cost more than the values.
// Browser-safe: no database, no zod.

/** [code, ticker, name, icon, network name, network badge] */
export type CompactCurrency = readonly [string, string, string, string, string, string];

/** The ranked currencies, in the catalogue's order (rank first). */
export function compactPopularCurrencies(list: readonly Currency[]): CompactCurrency[] {
  return list
    .filter((currency) => currency.popularRank !== null)
    .map(({ code, ticker, name, icon, network }) => [
      code,
      ticker,
      name,
      icon,
      network.name,
      network.badge,
    ]);
}

/** The list a coin picker shows, from the embedded tuples (every one of them is popular). */
export function expandCompactCurrencies(list: readonly CompactCurrency[]): PickerCurrency[] {
  return list.map(([code, ticker, name, icon, networkName, badge]) => ({
    code,
    ticker,
    name,
    icon,
    popular: true,
    network: { name: networkName, badge },
  }));
}
