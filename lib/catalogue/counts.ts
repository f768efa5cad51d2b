// What the site counts as its coins, decided once for every page that states it (the home page's
// and About's figures, /coin's lead and head data): a coin is an asset by its ticker, so USDT on
// TRON and USDT on Ethereum are one coin and token; the networks are counted apart, and the
// listing's lines (one per coin and network) are its own figure. Pure.

export interface CatalogueCounts {
  /** Distinct tickers: "coins and tokens". */
  coins: number;
  /** Distinct networks. */
  networks: number;
  /** Enabled currencies, one per coin and network: the /coin listing's lines. */
  lines: number;
}

export function catalogueCounts(
  currencies: ReadonlyArray<{ ticker: string; network: { code: string } }>,
): CatalogueCounts {
  return {
    coins: new Set(currencies.map((currency) => currency.ticker.toUpperCase())).size,
    networks: new Set(currencies.map((currency) => currency.network.code)).size,
    lines: currencies.length,
  };
}
