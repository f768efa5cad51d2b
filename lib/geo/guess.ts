import 'server-only';
import { countryByCode } from './countries';

// The visitor's country is a default the page shows and the visitor changes; it is guessed from
// the languages the browser asks for, never from the IP address (no lookup service, paid or not).

/**
 * A guess for a language tag without a region ("de"): the country most of its speakers live in,
 * only where one clearly leads. English is absent on purpose: "en" alone says nothing, so the next
 * entry of the header (or the fallback) decides.
 */
export const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  ar: 'SA',
  bg: 'BG',
  cs: 'CZ',
  da: 'DK',
  de: 'DE',
  el: 'GR',
  es: 'ES',
  et: 'EE',
  fa: 'IR',
  fi: 'FI',
  fr: 'FR',
  he: 'IL',
  hi: 'IN',
  hu: 'HU',
  id: 'ID',
  it: 'IT',
  ja: 'JP',
  ka: 'GE',
  ko: 'KR',
  lt: 'LT',
  lv: 'LV',
  nb: 'NO',
  nl: 'NL',
  pl: 'PL',
  pt: 'PT',
  ro: 'RO',
  ru: 'RU',
  sk: 'SK',
  sl: 'SI',
  sv: 'SE',
  th: 'TH',
  tr: 'TR',
  uk: 'UA',
  vi: 'VN',
  zh: 'CN',
};

// Headers are short; a longer one is cut rather than split in full.
const MAX_HEADER_CHARS = 2048;
const MAX_ENTRIES = 32;
const TAG = /^[a-z]{2,3}(?:-[a-z\d]{1,8})*$/;

interface Entry {
  tag: string;
  quality: number;
  index: number;
}

// RFC 9110's qvalue: 0 to 1 with at most three decimals.
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** An entry's weight: 1 without a q parameter, 0 (dropped) for a malformed one. */
function quality(params: readonly string[]): number {
  const q = params.map((param) => param.trim().toLowerCase()).find((p) => p.startsWith('q='));
  if (q === undefined) return 1;
  const value = q.slice(2);
  return QVALUE.test(value) ? Number(value) : 0;
}

/** The header's language ranges, best first (by q, then by position); malformed ones dropped. */
function ranges(header: string): Entry[] {
  return header
    .slice(0, MAX_HEADER_CHARS)
    .split(',', MAX_ENTRIES)
    .map((part, index) => {
      const [range = '', ...params] = part.split(';');
      const tag = range.trim().toLowerCase().replaceAll('_', '-');
      return { tag, quality: quality(params), index };
    })
    .filter((entry) => entry.quality > 0 && TAG.test(entry.tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}

/**
 * The country a tag points to: its region subtag ("pt-br", "zh-hant-tw"), else its language's
 * guess. Subtags after a singleton ("x-", "u-") are extensions, not regions.
 */
function countryOfTag(tag: string): string | undefined {
  const [language = '', ...subtags] = tag.split('-');
  for (const subtag of subtags) {
    if (subtag.length === 1) break;
    if (/^[a-z]{2}$/.test(subtag)) {
      if (countryByCode(subtag)) return subtag.toUpperCase();
      break;
    }
  }
  return LANGUAGE_COUNTRY[language];
}

/**
 * The visitor's likely country (ISO 3166-1 alpha-2) from an Accept-Language header: the first
 * range, in q order, that names a known country or a language with a guess; else the fallback
 * ("US" unless given, and "US" if the fallback is no known country). Never throws.
 */
export function guessCountry(acceptLanguage: string | null, fallback = 'US'): string {
  for (const { tag } of ranges(acceptLanguage ?? '')) {
    const country = countryOfTag(tag);
    if (country) return country;
  }
  return countryByCode(fallback)?.code ?? 'US';
}
