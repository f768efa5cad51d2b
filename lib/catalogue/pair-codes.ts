import { SEED_CURRENCIES, type SeedCurrency } from './data/currencies';

// The currency a code in an exchange-pair path names, from the shipped catalogue (no database):
// a currency code, or a ticker that is no code ("usdt", as the footer's popular pairs from
// global data write it) for the ticker's most popular currency, in the catalogue's order
// (lib/catalogue/load.ts). proxy.ts's route check reads it (lib/pages/route-checks.ts); the
// page resolves the same way from the database (resolvePairCode in ./pairs.ts).

function catalogueOrder(a: SeedCurrency, b: SeedCurrency): number {
  if (a.popularRank !== b.popularRank) {
    if (a.popularRank === null) return 1;
    if (b.popularRank === null) return -1;
    return a.popularRank - b.popularRank;
  }
  const [nameA, nameB] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

const byCode = new Map<string, string>();
for (const currency of [...SEED_CURRENCIES].sort(catalogueOrder)) {
  byCode.set(currency.code, currency.code);
}
for (const currency of [...SEED_CURRENCIES].sort(catalogueOrder)) {
  const ticker = currency.ticker.toLowerCase();
  if (!byCode.has(ticker)) byCode.set(ticker, currency.code);
}

/** The shipped currency code `code` names in a pair path, or null. */
export function shippedPairCode(code: string): string | null {
  return byCode.get(code) ?? null;
}
