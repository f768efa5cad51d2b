// The seed's shape of a currency (natives.json, stablecoins.json, tokens.json);
// lib/catalogue/seed.ts writes these rows.

export interface SeedCurrency {
  code: string;
  ticker: string;
  name: string;
  network: string;
  /** Token contract on its network; null for the network's own coin. */
  contract: string | null;
  decimals: number;
  popularRank: number | null;
}
