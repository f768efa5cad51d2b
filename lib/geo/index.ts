// The geography and fiat kit (docs/fiat-geography.md): ISO 3166 countries and regions, ISO 4217
// currencies, their localized names, the URL segments, the country guess and the dated FX
// snapshot. Server code: the types are in ./types, which client leaves import (with ./slugify,
// the only other browser-safe module here).
export { COUNTRIES, countryByCode, countryBySlug, countryName } from './countries';
export {
  FIAT_CURRENCIES,
  countryCurrency,
  fiatByCode,
  fiatName,
  fiatSymbol,
  formatFiat,
} from './fiat';
export { FX_SNAPSHOT_AS_OF, fiatPerUsd } from './fx';
export { guessCountry } from './guess';
export { REGION_COUNTRIES, regionByCode, regionBySlug, regionName, regionsOf } from './regions';
export { resolveCountrySegment, resolveRegionSegment } from './slugs';
export { slugify } from './slugify';
