// Reference USD price sources (CoinGecko). The refresh that stores their answers belongs to the
// catalogue (lib/catalogue/prices/refresh.ts).

export type { PriceSource } from './types';
export { CoinGeckoClient, createCoinGeckoSource, type CoinGeckoOptions } from './coingecko';
