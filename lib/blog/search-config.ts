import type { Locale } from '../i18n/locales';

// The PostgreSQL text search configuration each locale's articles are indexed and searched with:
// the language's Snowball dictionary where PostgreSQL ships one (both on a PostgreSQL server and
// in PGlite), else 'simple' (no stemming, no stop words). Polish, Ukrainian, Vietnamese, Korean
// and Japanese have none; Japanese is not spaced into words at all, so its search also matches
// the query as a substring (lib/blog/search.ts).

const CONFIGS = {
  en: 'english',
  nl: 'dutch',
  fr: 'french',
  de: 'german',
  it: 'italian',
  ko: 'simple',
  pl: 'simple',
  pt: 'portuguese',
  ru: 'russian',
  es: 'spanish',
  vi: 'simple',
  tr: 'turkish',
  uk: 'simple',
  ja: 'simple',
} as const satisfies Record<Locale, string>;

export type SearchConfig = (typeof CONFIGS)[Locale];

export function searchConfig(locale: Locale): SearchConfig {
  return CONFIGS[locale];
}

/** Locales whose words are not separated by spaces: their search also matches substrings. */
export const UNSPACED_LOCALES: readonly Locale[] = ['ja'];
