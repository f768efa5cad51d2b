import { SEED_CURRENCIES } from './data/currencies';

// A coin page's slug is a currency code ("usdttrc20") or, for the footer's and the home page's
// coin links, which name coins by ticker, a ticker whose coin has no currency of that code
// ("usdt", "bnb"). Such a ticker page shows the coin's first currency in the listing's order and
// is canonical to that currency's page. Pure: the route check runs it before rendering.

const shippedTickers = new Set(SEED_CURRENCIES.map((currency) => currency.ticker.toLowerCase()));

/** True when `slug` is the lower-cased ticker of a shipped currency. */
export function isShippedTicker(slug: string): boolean {
  return shippedTickers.has(slug);
}
