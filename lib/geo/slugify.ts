// The text rule behind every country and region slug. Browser-safe and pure: the lists that apply
// it stay on the server (lib/geo/countries.ts, lib/geo/regions.ts).

/**
 * A name as a URL segment: diacritics dropped ("Côte" → "cote"), apostrophes and full stops
 * dropped ("d'Ivoire" → "divoire", "U.S." → "us"), "&" read as "and", every other run of
 * non-letters and non-digits one hyphen, lower case, no hyphen at either end. Only ASCII
 * letters, digits and hyphens remain.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
