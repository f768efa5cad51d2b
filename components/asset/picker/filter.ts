import type { PickerItem } from './item';

// Search by title, subtitle, badge, code and keys. Exact title or code matches come first, then
// prefix matches, then the rest; within each the caller's order (popular first) holds.

function score(item: PickerItem, query: string): number {
  const title = item.title.toLowerCase();
  const code = item.code.toLowerCase();
  if (title === query || code === query) return 0;
  const words = [title, item.subtitle, item.badge?.text, ...(item.keys ?? [])]
    .filter((word): word is string => Boolean(word))
    .map((word) => word.toLowerCase());
  if (words.some((word) => word.startsWith(query))) return 1;
  const haystack = [...words, code, item.badge?.title.toLowerCase() ?? ''].join(' ');
  return haystack.includes(query) ? 2 : -1;
}

export function filterItems<Item extends PickerItem>(
  items: readonly Item[],
  query: string,
): Item[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items
    .map((item, index) => ({ item, index, score: score(item, needle) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((entry) => entry.item);
}
