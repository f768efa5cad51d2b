import { NATIVE_CURRENCIES } from './natives';
import { STABLECOINS } from './stablecoins';
import { TOKENS } from './tokens';
import type { SeedCurrency } from './types';

export type { SeedCurrency } from './types';

/** Every currency the seed writes (codes are unique; a test checks it). */
export const SEED_CURRENCIES: readonly SeedCurrency[] = [
  ...NATIVE_CURRENCIES,
  ...STABLECOINS,
  ...TOKENS,
];
