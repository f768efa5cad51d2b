// The shapes of the geography and fiat kit (docs/fiat-geography.md). Browser-safe: types only, so
// a client leaf can name a Country or a Fiat without pulling the lists, which stay on the server.

/** An ISO 3166-1 country (every assigned code; which ones are served is the ramps' coverage). */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case: "US". */
  code: string;
  /** ISO 3166-1 alpha-3: "USA". */
  alpha3: string;
  /** ISO 3166-1 numeric, three digits as ISO writes them: "840". */
  numeric: string;
  /** The URL segment: "united-states" (the rule is in lib/geo/countries.ts). */
  slug: string;
  /** ISO's English short name: "United States of America". */
  isoName: string;
  /** Whether ramp coverage differs by region here, so region pages exist (REGION_COUNTRIES). */
  hasRegions: boolean;
}

/** ISO 3166-2 categories of the top-level subdivisions we list. */
export type RegionType = 'state' | 'district' | 'outlying-area' | 'province' | 'territory';

/** An ISO 3166-2 top-level subdivision of a country in REGION_COUNTRIES. */
export interface Region {
  /** ISO 3166-2: "US-NY". */
  code: string;
  /** ISO 3166-1 alpha-2 of its country: "US". */
  country: string;
  /** The URL segment: "new-york". */
  slug: string;
  /** ISO's English name: "New York". */
  name: string;
  type: RegionType;
}

/** A region's name for a locale; `translated` is false where English stands in for its language. */
export interface RegionName {
  name: string;
  translated: boolean;
}

/** An ISO 4217 currency the site serves. */
export interface Fiat {
  /** ISO 4217 alphabetic code: "EUR". */
  code: string;
  /** ISO 4217 numeric code, three digits: "978". */
  number: string;
  /** Decimal places of the minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
  minorUnits: number;
  /** The URL segment: the lower-case code, "eur". */
  slug: string;
  /** ISO's English name: "Euro". */
  isoName: string;
}

/** A URL's country segment resolved; `canonical` is false for the forms the routes redirect. */
export interface CountrySegment {
  country: Country;
  canonical: boolean;
}

/** A URL's region segment resolved; `canonical` is false for the forms the routes redirect. */
export interface RegionSegment {
  region: Region;
  canonical: boolean;
}
