import { shippedPairCode } from '../catalogue/pair-codes';
import { SHIPPED_CURRENCY_COUNT, shippedCurrency } from '../catalogue/static-index';
import { pageCount, parsePairSlug } from '../catalogue/slugs';
import { FIAT_CURRENCIES, fiatByCode } from '../geo/fiat';
import { REGION_COUNTRIES } from '../geo/region-countries';
import { resolveCountrySegment, resolveRegionSegment } from '../geo/slugs';
import type { RampSide } from '../providers/onramp/contract';

// The URL segments of the buy and sell pages, read from shipped data only (the catalogue as the
// code ships it, the ISO lists of lib/geo): proxy.ts runs these before any page renders, both to
// answer an unknown coin, country, region or fiat with the 404 page (lib/pages/route-checks.ts)
// and to redirect the ISO forms of a place to its slug (lib/pages/normalize.ts). The pages read
// the same segments again with the database's catalogue and the ramps' coverage.

/** A fiat-and-coin pair as a path names it; `side` says which way the money goes. */
export interface FiatPairSegment {
  side: RampSide;
  /** ISO 4217, upper case. */
  fiat: string;
  /** Catalogue code, lower case (a ticker in the path resolved to its currency). */
  coin: string;
}

const FIAT = '[a-z]{3}';
const CODE = '[a-z0-9]{1,32}';
const BUY_PAIR = new RegExp(`^(${FIAT})-(${CODE})$`);
const SELL_PAIR = new RegExp(`^(${CODE})-(${FIAT})$`);

const fiatCode = (slug: string): string | null => (fiatByCode(slug)?.slug === slug ? slug : null);
/** A shipped code, or a ticker that is none ("usdt") for its most popular currency. */
const coinCode = (code: string): string | null => shippedPairCode(code);

function pair(side: RampSide, fiat: string | null, coin: string | null): FiatPairSegment | null {
  return fiat && coin ? { side, fiat: fiat.toUpperCase(), coin } : null;
}

/** /buy-coin/{fiat}-{coin}: "eur-btc". */
export function parseBuyPair(slug: string): FiatPairSegment | null {
  const match = BUY_PAIR.exec(slug);
  return match ? pair('buy', fiatCode(match[1]!), coinCode(match[2]!)) : null;
}

/** /sell-coin/{coin}-{fiat}: "btc-eur". */
export function parseSellPair(slug: string): FiatPairSegment | null {
  const match = SELL_PAIR.exec(slug);
  return match ? pair('sell', fiatCode(match[2]!), coinCode(match[1]!)) : null;
}

/**
 * /fiat/exchange/{from}-to-{to}: a fiat to a coin is buying ("eur-to-btc"), a coin to a fiat is
 * selling ("btc-to-eur"). No fiat code is a catalogue code (tests/unit/fiat/page-segments.test.ts),
 * so a slug reads one way only.
 */
export function parseFiatExchange(slug: string): FiatPairSegment | null {
  const codes = parsePairSlug(slug, 'to');
  if (!codes) return null;
  const buy = pair('buy', fiatCode(codes.from), coinCode(codes.to));
  return buy ?? pair('sell', fiatCode(codes.to), coinCode(codes.from));
}

/** The segments after /buy or /sell: a coin, then a country, then one of its regions. */
export interface PlaceSegments {
  coin: string;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
  /** ISO 3166-2. */
  region?: string | undefined;
  /** False when a segment was an ISO form (or a slug in another case): the slug path is canonical. */
  canonical: boolean;
  /** The canonical segments, as the path writes them. */
  path: [string, ...string[]];
}

/**
 * The place /buy/{coin}/{country}/{region} names, or null when the coin is not shipped, the
 * country is unknown, or the region is not one of the country's (only countries whose coverage
 * can differ by region have region pages).
 */
export function resolvePlaceSegments(
  coin: string,
  country?: string,
  region?: string,
): PlaceSegments | null {
  if (!shippedCurrency(coin)) return null;
  if (country === undefined) return { coin, canonical: true, path: [coin] };
  const place = resolveCountrySegment(country);
  if (!place) return null;
  const { code, slug } = place.country;
  if (region === undefined) {
    return { coin, country: code, canonical: place.canonical, path: [coin, slug] };
  }
  if (!(REGION_COUNTRIES as readonly string[]).includes(code)) return null;
  const area = resolveRegionSegment(code, region);
  if (!area) return null;
  return {
    coin,
    country: code,
    region: area.region.code,
    canonical: place.canonical && area.canonical,
    path: [coin, slug, area.region.slug],
  };
}

/** Rows per page of /fiat/pairs. */
export const FIAT_PAIRS_PER_PAGE = 100;

/**
 * The last page /fiat/pairs could have: every served fiat with every shipped coin. The listing
 * holds only the pairs some ramp serves, so its page answers 404 past its own end.
 */
export function lastPossibleFiatPairsPage(): number {
  return pageCount(FIAT_CURRENCIES.length * SHIPPED_CURRENCY_COUNT, FIAT_PAIRS_PER_PAGE);
}
