import type { PickerCurrency } from '@/lib/catalogue/contract';

// Search by name, ticker, code and network (name or badge). Exact ticker matches come first,
// then prefix matches, then the rest; within each the catalogue's order (popular first) holds.

function score(currency: PickerCurrency, query: string): number {
  const ticker = currency.ticker.toLowerCase();
  if (ticker === query || currency.code === query) return 0;
  const words = [ticker, currency.name.toLowerCase(), currency.network.badge.toLowerCase()];
  if (words.some((word) => word.startsWith(query))) return 1;
  const haystack = [...words, currency.code, currency.network.name.toLowerCase()].join(' ');
  return haystack.includes(query) ? 2 : -1;
}

export function filterCurrencies<Currency extends PickerCurrency>(
  currencies: readonly Currency[],
  query: string,
): Currency[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...currencies];
  return currencies
    .map((currency, index) => ({ currency, index, score: score(currency, needle) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((entry) => entry.currency);
}
