import 'server-only';
import { cache } from 'react';
import { listCurrencies, type Currency } from '@/lib/catalogue';
import { compareCoins } from '@/lib/catalogue/coin-listing';
import {
  countryByCode,
  countryCurrency,
  countryName,
  regionByCode,
  regionName,
  regionsOf,
} from '@/lib/geo';
import type { RampSide } from '@/lib/providers/onramp/contract';
import { routes, type Path } from '@/lib/routing/routes';
import { coverageIndex, type CoverageIndex } from './coverage';
import {
  pageCoin,
  rampRows,
  rampSummary,
  type PageCoin,
  type PagePlace,
  type RampSummary,
} from './page-parts';

// What the /buy and /sell pages read, from the stored coverage matrix and the catalogue only (no
// quote is asked while a page renders): which ramps serve the coin in the country or region, with
// their methods, limits in the country's currency, typical time and verification; whether the
// page is worth indexing; and what is served nearby when nothing is served here.

/** Coins and countries a page links to at most, per list (the coin page lists every country). */
const LINKS = 12;

/** The place a /buy or /sell path names, as codes (lib/fiat/page-segments.ts resolved them). */
export interface PlaceQuery {
  side: RampSide;
  coin?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
  /** ISO 3166-2. */
  region?: string | undefined;
}

/** A region; `translated` is false where its name is ISO's English one in another language. */
export type RegionPlace = PagePlace & { translated: boolean };

/**
 * What a /buy or /sell page shows. Its ramps serve the place; on a country or region page, with
 * the fiat's methods and limits.
 */
export interface RampPlaceView extends RampSummary {
  side: RampSide;
  coin: PageCoin | null;
  country: PagePlace | null;
  region: RegionPlace | null;
  /** ISO 4217: the country's own currency where a ramp offers it there, else the first offered. */
  fiat: string | null;
  /** Served, and worth a search result: region pages only where coverage differs by region. */
  indexable: boolean;
  /** The country's regions when coverage there differs by region: a country page links them. */
  regions: RegionPlace[];
  /** Countries serving the coin: every one on a coin page, a few (same currency first) below. */
  countries: PagePlace[];
  /** How many countries serve the coin (or the side, on /buy and /sell). */
  countryCount: number;
  /** Popular coins served in the place (anywhere, on /buy and /buy/{coin}), other than this one. */
  coins: PageCoin[];
  /** Whether the other side serves the coin here: the page links it only then. */
  otherSide: boolean;
  /** Every ramp is simulated: the page says so. */
  sandbox: boolean;
  route: Path;
}

export function placeRoute({ side, coin, country, region }: PlaceQuery): Path {
  return routes[side]({
    coin,
    country: country ? countryByCode(country)?.slug : undefined,
    region: region ? regionByCode(region)?.slug : undefined,
  });
}

const countryPlace = (code: string, locale: string): PagePlace => ({
  code,
  slug: countryByCode(code)!.slug,
  name: countryName(code, locale),
});

function regionPlace(code: string, locale: string): RegionPlace {
  const { name, translated } = regionName(code, locale);
  return { code, slug: regionByCode(code)!.slug, name, translated };
}

function chooseFiat(index: CoverageIndex, query: PlaceQuery): string | null {
  const offered = index.fiats({ ...query, crypto: query.coin });
  const own = query.country ? countryCurrency(query.country)?.code : undefined;
  return (own && offered.includes(own) ? own : offered[0]) ?? null;
}

/** Countries serving the coin, those paying in the country's currency first, each by name. */
function servedCountries(index: CoverageIndex, query: PlaceQuery, locale: string): PagePlace[] {
  const own = query.country ? countryCurrency(query.country)?.code : undefined;
  const sameFiat = (place: PagePlace) =>
    Number(own !== undefined && countryCurrency(place.code)?.code === own);
  const list = index
    .countries(query.side, query.coin)
    .filter((code) => code !== query.country)
    .map((code) => countryPlace(code, locale))
    .sort((a, b) => sameFiat(b) - sameFiat(a) || a.name.localeCompare(b.name, locale));
  return query.country ? list.slice(0, LINKS) : list;
}

function servedCoins(
  index: CoverageIndex,
  currencies: readonly Currency[],
  query: PlaceQuery,
): PageCoin[] {
  const { side, country, region } = query;
  return currencies
    .filter((currency) => currency.popularRank !== null && currency.code !== query.coin)
    .sort(compareCoins)
    .filter((currency) => index.serves({ side, crypto: currency.code, country, region }))
    .slice(0, LINKS)
    .map(pageCoin);
}

/**
 * A /buy or /sell page's view, or null when the coin is not an enabled currency (the route check
 * knows only the shipped catalogue; the operator may have switched the coin off). Plain arguments,
 * so that the page and its metadata share one read per request.
 */
export const rampPlaceView = cache(
  async (
    locale: string,
    side: RampSide,
    coin?: string,
    country?: string,
    region?: string,
  ): Promise<RampPlaceView | null> => {
    const query: PlaceQuery = { side, coin, country, region };
    const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
    const currency = coin ? currencies.find((c) => c.code === coin) : undefined;
    if (coin && !currency) return null;
    const wanted = { side, crypto: coin, country, region };
    // A place is priced in one currency; a coin or the whole side in many.
    const fiat = country ? chooseFiat(index, query) : null;
    const serving = country && !fiat ? [] : index.serving({ ...wanted, fiat: fiat ?? undefined });
    const ramps = rampRows(serving, fiat !== null);
    const differs = country ? index.regionsDiffer(side, country, coin) : false;
    return {
      side,
      coin: currency ? pageCoin(currency) : null,
      country: country ? countryPlace(country, locale) : null,
      region: region ? regionPlace(region, locale) : null,
      fiat,
      ...rampSummary(ramps, fiat !== null),
      indexable: ramps.length > 0 && (!region || differs),
      regions:
        country && !region && differs
          ? regionsOf(country).map((r) => regionPlace(r.code, locale))
          : [],
      countries: coin ? servedCountries(index, query, locale) : [],
      countryCount: index.countries(side, coin).length,
      coins: servedCoins(index, currencies, query),
      otherSide: index.serves({ ...wanted, side: side === 'buy' ? 'sell' : 'buy' }),
      sandbox: index.sandboxOnly(),
      route: placeRoute(query),
    };
  },
);
