import 'server-only';
import { countryByCode, countryBySlug } from './countries';
import { regionByCode, regionBySlug } from './regions';
import type { CountrySegment, RegionSegment } from './types';

// The URL rule (docs/fiat-geography.md): country and region segments are English-name slugs
// (/buy/btc/united-states/new-york), because search visitors type names. The ISO forms are
// accepted and the route layer answers them with a 308 to the slug form: the country code ("us"),
// the full ISO 3166-2 code ("us-ny") and its subdivision part ("ny"). So is a slug in another
// case. Fiat segments are the lower-case ISO 4217 code ("eur", Fiat.slug).
// Server code: resolving needs the lists. The text rule alone is lib/geo/slugify.ts.

/** The country a URL segment names, or null; `canonical` only for the exact slug. */
export function resolveCountrySegment(segment: string): CountrySegment | null {
  const lower = segment.toLowerCase();
  const bySlug = countryBySlug(lower);
  if (bySlug) return { country: bySlug, canonical: segment === bySlug.slug };
  const byCode = /^[a-z]{2}$/.test(lower) ? countryByCode(lower) : undefined;
  return byCode ? { country: byCode, canonical: false } : null;
}

/**
 * The region of `country` (alpha-2) a URL segment names, or null (a region of another country is
 * none of this one's); `canonical` only for the exact slug.
 */
export function resolveRegionSegment(country: string, segment: string): RegionSegment | null {
  const lower = segment.toLowerCase();
  const bySlug = regionBySlug(country, lower);
  if (bySlug) return { region: bySlug, canonical: segment === bySlug.slug };
  if (!/^[a-z\d]{1,3}(?:-[a-z\d]{1,3})?$/.test(lower)) return null;
  const prefix = `${country.toLowerCase()}-`;
  const code = lower.startsWith(prefix) ? lower : `${prefix}${lower}`;
  const byCode = regionByCode(code);
  return byCode ? { region: byCode, canonical: false } : null;
}
