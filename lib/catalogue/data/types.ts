// The seed's shape of a currency; lib/catalogue/seed.ts writes these rows.

export interface SeedCurrency {
  code: string;
  ticker: string;
  name: string;
  network: string;
  contract: string | null;
  decimals: number;
  popularRank: number | null;
}

export function native(
  code: string,
  ticker: string,
  name: string,
  network: string,
  decimals: number,
  popularRank: number | null = null,
): SeedCurrency {
  return { code, ticker, name, network, contract: null, decimals, popularRank };
}

export function token(
  code: string,
  ticker: string,
  name: string,
  network: string,
  contract: string,
  decimals: number,
  popularRank: number | null = null,
): SeedCurrency {
  return { code, ticker, name, network, contract, decimals, popularRank };
}
