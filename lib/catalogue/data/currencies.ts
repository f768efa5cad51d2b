import natives from './natives.json';
import stablecoins from './stablecoins.json';
import tokens from './tokens.json';
import type { SeedCurrency } from './types';

export type { SeedCurrency } from './types';

// The currencies are data: each network's own coin (natives.json), the stablecoins
// (stablecoins.json) and the widely listed tokens (tokens.json); tests/unit/catalogue/data.test.ts
// checks their shape against the catalogue.

/** Every currency the seed writes (codes are unique; a test checks it). */
export const SEED_CURRENCIES: readonly SeedCurrency[] = [
  ...natives.currencies,
  ...stablecoins.currencies,
  ...tokens.currencies,
];
