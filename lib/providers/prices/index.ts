// Reference USD price sources (CoinGecko). The refresh that stores their answers belongs to the
// catalogue (lib/catalogue/prices/refresh.ts).

export type { PriceSource } from './types';
export { createCoinGeckoSource } from './coingecko';

/** The price sources' secrets, with the exchange adapters' the build's canaries. */
export const PRICE_SECRET_KEYS = ['COINGECKO_API_KEY'] as const;
