import 'server-only';
import { COUNTRIES } from './countries';

// ISO 4217 names the countries using a currency in its own style ("Korea (The Republic Of)",
// "Netherlands (The)"), ISO 3166-1 in another ("Korea, Republic of", "Netherlands, Kingdom of
// the"). Both are read as the set of their words, without "the", "of" and "and", so the two
// styles meet without a hand-typed table; tests/unit/geo/fiat.test.ts proves every ISO 4217
// country name finds its country.

const FILLER = new Set(['the', 'of', 'and']);

function words(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER.has(word))
    .sort()
    .join(' ');
}

const byWords = new Map(COUNTRIES.map((country) => [words(country.isoName), country.code]));

/**
 * ISO 3166-1 names with an inverted qualifier, by the part before the comma: ISO 4217 writes
 * "Netherlands (The)" where ISO 3166-1 writes "Netherlands, Kingdom of the". Only a stem that
 * belongs to one country counts ("Korea" belongs to two).
 */
const byStem = new Map<string, string | null>();
for (const country of COUNTRIES) {
  if (!country.isoName.includes(',')) continue;
  const stem = words(country.isoName.split(',')[0]!);
  byStem.set(stem, byStem.has(stem) ? null : country.code);
}

/** The alpha-2 code of the country an ISO 4217 entry names, or undefined for other entities. */
export function countryOfIso4217Name(name: string): string | undefined {
  const key = words(name);
  return byWords.get(key) ?? byStem.get(key) ?? undefined;
}
