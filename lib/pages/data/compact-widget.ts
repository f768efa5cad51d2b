import 'server-only';
import { listCurrencies, type Currency } from '../../catalogue';
import { compactPopularCurrencies, type CompactCurrency } from '../../catalogue/compact';

// The coins the compact widget (/widget, docs/widgets.md) embeds for its pickers' first paint:
// the popular ones, with the pair's own first when they are not among them, so the box shows real
// coins before (and without) GET /api/v1/currencies.

export async function compactWidgetCoins(pair: readonly string[]): Promise<CompactCurrency[]> {
  const currencies = await listCurrencies();
  const popular = compactPopularCurrencies(currencies);
  const missing: Currency[] = currencies
    .filter((currency) => pair.includes(currency.code))
    .filter((currency) => !popular.some(([code]) => code === currency.code))
    .map((currency) => ({ ...currency, popularRank: 0 }));
  return [...compactPopularCurrencies(missing), ...popular];
}
