// The FAQ page's search, as pure functions (the island in components/faq runs them in the
// browser; tests/unit/faq/search.test.ts pins them down). A question matches when every word of
// the query appears in its text, question and answer alike, in any order and case, with or
// without accents: "reembolso" finds "Reembolsos", "phi" finds "phí", "ＵＳＤＴ" finds "USDT".
// Words are split on spaces only, so Japanese, Korean and Chinese queries match as substrings.

/** Case, width and Latin/Cyrillic accents folded away, runs of spaces made one. */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining accents (U+0300–U+036F) only: the voicing marks of Japanese kana stay.
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Vietnamese đ and the like have no decomposition.
      .replace(/đ/g, 'd')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a query, normalised; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const text = normalizeForSearch(query);
  return text === '' ? [] : text.split(' ');
}

export interface SearchEntry {
  id: string;
  /** Normalised with normalizeForSearch. */
  text: string;
}

/** An entry as the search keeps it: its text normalised once, not on every keystroke. */
export function searchEntry(id: string, text: string): SearchEntry {
  return { id, text: normalizeForSearch(text) };
}

/**
 * The ids of the entries that match, in their order; null when the query is blank (nothing is
 * filtered, which is not the same as "nothing matches").
 */
export function filterFaq(entries: readonly SearchEntry[], query: string): Set<string> | null {
  const terms = queryTerms(query);
  if (terms.length === 0) return null;
  return new Set(
    entries
      .filter((entry) => terms.every((term) => entry.text.includes(term)))
      .map((entry) => entry.id),
  );
}
