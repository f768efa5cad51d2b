import 'server-only';
import { iso31661, type ISO31661AssignedEntry } from 'iso-3166';
import { perLocale } from './intl-cache';
import { REGION_COUNTRIES } from './region-countries';
import { slugify } from './slugify';
import type { Country } from './types';

// Every assigned ISO 3166-1 code, from the kept `iso-3166` package (never a hand-typed list). We
// exclude none, sanctioned places included: which countries are served is decided by the ramps'
// coverage, not here (docs/fiat-geography.md).

/**
 * The few countries whose ISO short name is not what a visitor types: the formal long forms of
 * the United States and the United Kingdom, and the two Koreas, whose inverted ISO names
 * ("Korea, Republic of") would share one stem. The names are CLDR's English ones.
 */
const SLUG_OVERRIDES: Readonly<Record<string, string>> = {
  GB: 'united-kingdom',
  KP: 'north-korea',
  KR: 'south-korea',
  US: 'united-states',
};

/**
 * ISO's short name without its qualifiers: the inverted part after a comma ("Bolivia,
 * Plurinational State of" → "Bolivia", "Taiwan, Province of China" → "Taiwan") and any
 * parenthesised part ("Falkland Islands (Malvinas)" → "Falkland Islands").
 */
function stem(name: string): string {
  return name
    .split(',')[0]!
    .replace(/\([^)]*\)/g, ' ')
    .trim();
}

/**
 * The slug rule, fixed by the pinned package version: an override above, else the slug of the
 * stem of ISO's short name; where stems collide, every country whose name was shortened keeps
 * its full name instead ("Congo" stays "congo"; "Congo, Democratic Republic of the" becomes
 * "congo-democratic-republic-of-the"; both Virgin Islands keep their "(British)", "(U.S.)").
 */
function slugsOf(entries: readonly ISO31661AssignedEntry[]): Map<string, string> {
  const stems = new Map(entries.map((entry) => [entry.alpha2, slugify(stem(entry.name))]));
  const uses = new Map<string, number>();
  for (const slug of stems.values()) uses.set(slug, (uses.get(slug) ?? 0) + 1);
  const slugs = new Map<string, string>();
  for (const entry of entries) {
    const short = stems.get(entry.alpha2)!;
    const full = slugify(entry.name);
    slugs.set(
      entry.alpha2,
      SLUG_OVERRIDES[entry.alpha2] ?? (uses.get(short)! > 1 && short !== full ? full : short),
    );
  }
  return slugs;
}

function build(): Country[] {
  const slugs = slugsOf(iso31661);
  const countries = iso31661
    .map((entry) => ({
      code: entry.alpha2,
      alpha3: entry.alpha3,
      numeric: entry.numeric,
      slug: slugs.get(entry.alpha2)!,
      isoName: entry.name,
      hasRegions: (REGION_COUNTRIES as readonly string[]).includes(entry.alpha2),
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  // A clash would make two countries share a URL: fail at start-up, not on a page.
  if (new Set(countries.map((country) => country.slug)).size !== countries.length) {
    throw new Error('lib/geo: two countries share a slug; extend SLUG_OVERRIDES');
  }
  return countries;
}

/** Every assigned ISO 3166-1 country, by alpha-2 code. */
export const COUNTRIES: readonly Country[] = build();

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));
const bySlug = new Map(COUNTRIES.map((country) => [country.slug, country]));

/** The country of an alpha-2 code, in any case ("us", "US"). */
export function countryByCode(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

export function countryBySlug(slug: string): Country | undefined {
  return bySlug.get(slug);
}

const regionNames = perLocale(
  (locale) => new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }),
);

/**
 * A country's name in a locale, from ICU (Node ships full ICU): "Deutschland" for DE in German.
 * Falls back to ISO's English name, then to the code itself; never throws.
 */
export function countryName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  const country = byCode.get(upper);
  const name = country ? regionNames(locale).of(upper) : undefined;
  return name ?? country?.isoName ?? upper;
}
