import 'server-only';
import { cache } from 'react';
import { listCurrencies } from '@/lib/catalogue';
import { fiatName } from '@/lib/geo';
import { coverageIndex } from './coverage';
import { fiatPairsPage, servedPairs, type FiatPairsPage } from './pair-listing';
import { pageCoin, rampRows, type PageCoin, type RampRow } from './page-parts';

// What /fiat and /fiat/pairs read: every ramp with both sides, the fiats offered, the pairs
// served, from the coverage matrix and the catalogue.

/** Fiats and coins the hub's popular pairs combine. */
const HUB_FIATS = 6;
const HUB_COINS = 6;

// A type, not an interface: its values go straight into ICU messages as a record.
export type NamedFiat = { code: string; name: string };

export interface FiatHubView {
  ramps: RampRow[];
  /** Countries served per side. */
  countries: { buy: number; sell: number };
  /** Every fiat some ramp offers, in the listing's order. */
  fiats: NamedFiat[];
  /** The most offered fiats with the most popular coins, as buy pairs. */
  popular: Array<{ fiat: string; coin: PageCoin }>;
  pairCount: number;
  sandbox: boolean;
}

export const fiatHubView = cache(async (locale: string): Promise<FiatHubView> => {
  const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
  const pairs = servedPairs(index, currencies);
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const popularCoins = currencies
    .filter((currency) => currency.popularRank !== null)
    .map((currency) => currency.code);
  return {
    ramps: rampRows([...index.serving({ side: 'buy' }), ...index.serving({ side: 'sell' })], false),
    countries: { buy: index.countries('buy').length, sell: index.countries('sell').length },
    fiats: pairs.fiatOrder.map((code) => ({ code, name: fiatName(code, locale) })),
    popular: pairs.fiatOrder.slice(0, HUB_FIATS).flatMap((fiat) =>
      popularCoins
        .filter((coin) => pairs.has('buy', fiat, coin))
        .slice(0, HUB_COINS)
        .map((coin) => ({ fiat, coin: pageCoin(byCode.get(coin)!) })),
    ),
    pairCount: pairs.rows.length,
    sandbox: index.sandboxOnly(),
  };
});

export interface FiatPairsListing extends Omit<FiatPairsPage, 'rows'> {
  rows: Array<{ fiat: NamedFiat; coin: PageCoin; buy: boolean; sell: boolean }>;
  sandbox: boolean;
}

/** Page `page` of /fiat/pairs with names in the locale, or null past its end. */
export const fiatPairsListing = cache(
  async (locale: string, page: number): Promise<FiatPairsListing | null> => {
    const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
    const found = fiatPairsPage(servedPairs(index, currencies), page);
    if (!found) return null;
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
    return {
      ...found,
      rows: found.rows.map((row) => ({
        ...row,
        fiat: { code: row.fiat, name: fiatName(row.fiat, locale) },
        coin: pageCoin(byCode.get(row.coin)!),
      })),
      sandbox: index.sandboxOnly(),
    };
  },
);
