/** Where reference USD prices come from (CoinGecko today; another API can implement it). */
export interface PriceSource {
  /** Stored in asset_prices.source, e.g. 'coingecko'. */
  readonly name: string;
  /** USD price per upper-case ticker; tickers the source does not know are left out. */
  fetchUsd(tickers: string[], signal?: AbortSignal): Promise<Map<string, number>>;
}
