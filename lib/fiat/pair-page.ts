import 'server-only';
import { Big } from 'big.js';
import { cache } from 'react';
import { getReferencePrices, listCurrencies } from '@/lib/catalogue';
import { compareCoins } from '@/lib/catalogue/coin-listing';
import {
  countryByCode,
  countryCurrency,
  countryName,
  fiatName,
  fiatPerUsd,
  FX_SNAPSHOT_AS_OF,
} from '@/lib/geo';
import type { RampSide } from '@/lib/providers/onramp/contract';
import { routes, type Path } from '@/lib/routing/routes';
import { coverageIndex } from './coverage';
import { servedPairs } from './pair-listing';
import {
  pageCoin,
  rampRows,
  rampSummary,
  type PageCoin,
  type PagePlace,
  type RampSummary,
} from './page-parts';
import type { FiatPairSegment } from './page-segments';

// What /buy-coin/{fiat}-{coin}, /sell-coin/{coin}-{fiat} and /fiat/exchange/{from}-to-{to} read:
// the ramps that take or pay this fiat for this coin anywhere, with that fiat's methods and
// limits, a reference price from the catalogue's price and the dated FX snapshot, and the links
// around the pair. Stored coverage and catalogue only; no quote is asked while a page renders.

const LINKS = 12;

export interface FiatPairView extends RampSummary {
  side: RampSide;
  /** ISO 4217 code and its name in the page's locale. */
  fiat: { code: string; name: string };
  coin: PageCoin;
  /** One coin in the fiat from the reference price and the FX snapshot, with their dates. */
  reference: { price: string; asOf: string; fxAsOf: string } | null;
  indexable: boolean;
  /** Served countries paying in this fiat: their place pages. */
  countries: PagePlace[];
  /** Popular coins served with this fiat, and other fiats served for this coin. */
  coins: PageCoin[];
  fiats: Array<{ code: string; name: string }>;
  otherSide: boolean;
  sandbox: boolean;
  /** The canonical page: /buy-coin or /sell-coin (the /fiat/exchange form points to it). */
  route: Path;
}

export function fiatPairRoute({ side, fiat, coin }: FiatPairSegment): Path {
  const slug = fiat.toLowerCase();
  return side === 'buy' ? routes.buyPair(slug, coin) : routes.sellPair(coin, slug);
}

/**
 * A fiat pair's view, or null when the coin is not an enabled currency. A fiat no ramp offers
 * for the coin still answers: the page says so and is not indexed.
 */
export const fiatPairView = cache(
  async (locale: string, side: RampSide, fiat: string, coin: string) => {
    const [index, currencies, prices] = await Promise.all([
      coverageIndex(),
      listCurrencies(),
      getReferencePrices(),
    ]);
    const currency = currencies.find((c) => c.code === coin);
    if (!currency) return null;
    const ramps = rampRows(index.serving({ side, crypto: coin, fiat }), true);
    const pairs = servedPairs(index, currencies);
    const price = prices.get(currency.ticker);
    const perUsd = fiatPerUsd(fiat);
    const countries = index
      .countries(side, coin)
      .filter((code) => countryCurrency(code)?.code === fiat)
      .map((code) => ({ code, slug: countryByCode(code)!.slug, name: countryName(code, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    const view: FiatPairView = {
      side,
      fiat: { code: fiat, name: fiatName(fiat, locale) },
      coin: pageCoin(currency),
      ...rampSummary(ramps, true),
      reference:
        price && price.usd > 0 && perUsd
          ? {
              price: new Big(price.usd).times(perUsd).prec(8).toString(),
              asOf: price.asOf,
              fxAsOf: FX_SNAPSHOT_AS_OF,
            }
          : null,
      indexable: ramps.length > 0,
      countries: countries.slice(0, LINKS),
      coins: currencies
        .filter((c) => c.popularRank !== null && c.code !== coin && pairs.has(side, fiat, c.code))
        .sort(compareCoins)
        .slice(0, LINKS)
        .map(pageCoin),
      fiats: pairs
        .fiats(side, coin)
        .filter((code) => code !== fiat)
        .slice(0, LINKS)
        .map((code) => ({ code, name: fiatName(code, locale) })),
      otherSide: pairs.has(side === 'buy' ? 'sell' : 'buy', fiat, coin),
      sandbox: index.sandboxOnly(),
      route: fiatPairRoute({ side, fiat, coin }),
    };
    return view;
  },
);
