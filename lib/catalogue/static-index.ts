import { SEED_CURRENCIES, type SeedCurrency } from './data/currencies';

// The catalogue as the code ships it (lib/catalogue/data), indexed by code, for the checks that
// run before a page renders (lib/pages/route-checks.ts): a path naming a code that no release
// ever served is a 404 without touching the database or any cache. A currency the operator
// switched off is still here; its page finds it missing in the database and answers 404 then.

const byCode = new Map<string, SeedCurrency>(
  SEED_CURRENCIES.map((currency) => [currency.code, currency]),
);

/** The shipped currency with this lower-case code, or undefined. */
export function shippedCurrency(code: string): SeedCurrency | undefined {
  return byCode.get(code);
}

/** How many currencies the code ships. */
export const SHIPPED_CURRENCY_COUNT = byCode.size;
