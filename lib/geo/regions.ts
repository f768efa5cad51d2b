import 'server-only';
import { iso31662 } from 'iso-3166';
import { REGION_COUNTRIES, REGION_TYPES, type RegionCountryCode } from './region-countries';
import { slugify } from './slugify';
import type { Region, RegionName } from './types';

export { REGION_COUNTRIES } from './region-countries';

function isRegionCountry(code: string): code is RegionCountryCode {
  return (REGION_COUNTRIES as readonly string[]).includes(code);
}

/**
 * The top-level ISO 3166-2 subdivisions of each REGION_COUNTRIES country, from the kept
 * `iso-3166` package: those whose parent is the country itself (for the US, ISO lists the 50
 * states, DC and the 6 outlying areas at that level). Slugs are the English names, slugified.
 */
function build(): Map<string, readonly Region[]> {
  const byCountry = new Map<string, readonly Region[]>();
  for (const country of REGION_COUNTRIES) {
    const { usual, others } = REGION_TYPES[country];
    const regions = iso31662
      .filter((entry) => entry.parent === country)
      .map((entry): Region => ({
        code: entry.code,
        country,
        slug: slugify(entry.name),
        name: entry.name,
        type: (others as Readonly<Record<string, Region['type']>>)[entry.code] ?? usual,
      }))
      .sort((a, b) => a.code.localeCompare(b.code));
    if (new Set(regions.map((region) => region.slug)).size !== regions.length) {
      throw new Error(`lib/geo: two regions of ${country} share a slug`);
    }
    byCountry.set(country, regions);
  }
  return byCountry;
}

const REGIONS = build();
const byCode = new Map([...REGIONS.values()].flat().map((region) => [region.code, region]));

/** The regions of a country ("US", "us"); none for a country whose coverage is national. */
export function regionsOf(country: string): readonly Region[] {
  const code = country.toUpperCase();
  return isRegionCountry(code) ? REGIONS.get(code)! : [];
}

/** The region of an ISO 3166-2 code, in any case ("US-NY", "us-ny"). */
export function regionByCode(code: string): Region | undefined {
  return byCode.get(code.toUpperCase());
}

export function regionBySlug(country: string, slug: string): Region | undefined {
  return regionsOf(country).find((region) => region.slug === slug);
}

/**
 * A region's name for a locale. ICU (and so Intl.DisplayNames) has no subdivision names, and
 * CLDR's subdivision data translates none of these regions into our languages (in German it
 * names only England, Scotland and Wales), so every locale gets ISO's English name, with
 * `translated: false` wherever that is not the visitor's language: the UI says so plainly.
 */
export function regionName(code: string, locale: string): RegionName {
  const region = regionByCode(code);
  return {
    name: region?.name ?? code.toUpperCase(),
    translated: region !== undefined && isEnglish(locale),
  };
}

function isEnglish(locale: string): boolean {
  return /^en(?:$|[-_])/i.test(locale);
}
