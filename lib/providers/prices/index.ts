// Reference USD prices: sources (CoinGecko), and the refresh a job runs every few minutes.
// Readers use getReferencePrices() of lib/catalogue, which answers the asset_prices table.

export type { PriceSource } from './types';
export { CoinGeckoClient, createCoinGeckoSource, type CoinGeckoOptions } from './coingecko';
export { configuredPriceSource, refreshPrices, type RefreshResult } from './refresh';

/** How often a job should call refreshPrices (CoinGecko's demo plan allows 30 calls/minute). */
export const PRICE_REFRESH_INTERVAL_MS = 5 * 60_000;

/** The price sources' secrets, with the exchange adapters' the build's canaries. */
export const PRICE_SECRET_KEYS = ['COINGECKO_API_KEY'] as const;
