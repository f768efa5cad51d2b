import type { RegionType } from './types';

// The countries whose ramp coverage differs by region, so that their ISO 3166-2 subdivisions get
// region pages and a region picker. A declared list: coverage data cannot tell us in advance
// which countries a provider will split, and a region page is only worth its URL where one does.

interface RegionCountry {
  /** The ISO 3166-2 category of most of its top-level subdivisions. */
  usual: RegionType;
  /** The subdivisions ISO files under another category, by ISO 3166-2 code. */
  others: Readonly<Record<string, RegionType>>;
}

/**
 * ISO 3166-2's categories (the `iso-3166` package carries codes and names but not categories).
 * tests/unit/geo/regions.test.ts checks them against ISO's counts: US 50 states, 1 district and
 * 6 outlying areas; CA 10 provinces and 3 territories; AU 6 states and 2 territories.
 */
export const REGION_TYPES = {
  // Money transmission is licensed state by state (New York's BitLicense is the best known), so
  // ramps publish the states they serve and some ask for the state before quoting.
  US: {
    usual: 'state',
    others: {
      'US-DC': 'district',
      'US-AS': 'outlying-area',
      'US-GU': 'outlying-area',
      'US-MP': 'outlying-area',
      'US-PR': 'outlying-area',
      'US-UM': 'outlying-area',
      'US-VI': 'outlying-area',
    },
  },
  // Securities regulation is provincial, and ramps' restriction lists (Transak's
  // `restrictedStates`, for one) name Canadian provinces beside US states.
  CA: {
    usual: 'province',
    others: { 'CA-NT': 'territory', 'CA-NU': 'territory', 'CA-YT': 'territory' },
  },
  // Named by issue 13. Australian rules are federal, so ramps rarely differ by state; the regions
  // exist so that a provider whose coverage does name states can say so, and the sitemaps list
  // region pages only where coverage differs.
  AU: {
    usual: 'state',
    others: { 'AU-ACT': 'territory', 'AU-NT': 'territory' },
  },
} as const satisfies Record<string, RegionCountry>;

export type RegionCountryCode = keyof typeof REGION_TYPES;

/** The countries whose ramp coverage differs by region (why each: REGION_TYPES above). */
export const REGION_COUNTRIES = Object.keys(REGION_TYPES) as readonly RegionCountryCode[];
