import 'server-only';
import { env } from '../../env';
import { providersListingCurrency } from '../../rates/listing';
import type { ProviderInfo } from '../../providers/exchange/contract';
import { getCurrency, getReferencePrices, listCurrencies } from '../../catalogue/index';
import { sameTickerElsewhere } from '../../catalogue/coin-listing';
import { resolvePairCode } from '../../catalogue/pairs';
import {
  change24h,
  chartPoints,
  getPriceHistory,
  type PriceChange,
  type PricePoint,
} from '../../catalogue/prices/history';
import type { Currency, ReferencePrice } from '../../catalogue/types';

// What /coin/{code} shows, read in one place: the currency, its price and its stored history
// (only a live price source writes one), the same ticker elsewhere, popular partners and the providers
// listing it. Every read is cached (tags 'catalogue' and 'prices'; the providers' own lists).

/** Popular pairs a coin page links: this many ranked currencies besides the coin. */
const POPULAR_PARTNERS = 6;

export interface CoinPageData {
  currency: Currency;
  price: ReferencePrice | undefined;
  /**
   * The stored price history (price_history, written only by a live price source: never a chart
   * of the snapshot), hourly; null when the table holds none for the ticker. The 24-hour change
   * only while the price shown is live.
   */
  live: { change: PriceChange | null; chart: PricePoint[] } | null;
  otherNetworks: Currency[];
  partners: Currency[];
  providers: ProviderInfo[];
  /** The ranked currencies, for the form's embedded list. */
  popular: Currency[];
}

/** True when a live price source is configured (docs/catalogue.md "Prices"). */
function livePricesConfigured(): boolean {
  return Boolean(env().COINGECKO_API_KEY);
}

/**
 * The page's data, or null when no enabled currency has this code. A ticker without a currency of
 * its own code ("usdt", as the footer links coins) answers its first currency in the listing's
 * order ("usdttrc20"), whose page is then the canonical one (as pair paths: ./pair-codes.ts).
 */
export async function coinPageData(slug: string): Promise<CoinPageData | null> {
  const all = await listCurrencies();
  // The same resolution as the pair pages' (a code, else the ticker's first currency).
  const code = resolvePairCode(all, slug);
  const currency = code === null ? null : await getCurrency(code);
  if (!currency) return null;
  const [prices, providers] = await Promise.all([
    getReferencePrices(),
    providersListingCurrency(currency),
  ]);
  const price = prices.get(currency.ticker);
  const history = price ? await getPriceHistory(currency.ticker) : [];
  const isLive = livePricesConfigured() && price !== undefined && price.source !== 'snapshot';
  const live: CoinPageData['live'] =
    history.length > 0
      ? { change: isLive ? change24h(history) : null, chart: chartPoints(history) }
      : null;
  const popular = all.filter((other) => other.popularRank !== null);
  return {
    currency,
    price,
    live,
    otherNetworks: sameTickerElsewhere(all, currency),
    partners: popular
      .filter((other) => other.ticker !== currency.ticker)
      .slice(0, POPULAR_PARTNERS),
    providers,
    popular,
  };
}
