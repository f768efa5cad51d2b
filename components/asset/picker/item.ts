// What a picker lists: a coin, a country, a fiat currency. Plain data, built by the picker for
// its kind (coin-picker.tsx, country-picker.tsx), so the list, its search and its drawer know
// nothing of coins or countries.

export type PickerIcon =
  /** An image served from our origin (a coin's SVG). */
  | { kind: 'image'; src: string }
  /** A country's ISO code in a neutral box (item-icon.tsx says why not a flag emoji). */
  | { kind: 'country'; code: string };

export interface PickerItem {
  /** The value chosen (a coin's code, a country's ISO code). */
  code: string;
  /** The bold text ("BTC", "Germany"). */
  title: string;
  /** The quieter line under it ("Bitcoin"), if any. */
  subtitle?: string | undefined;
  icon?: PickerIcon | undefined;
  /** A short tag after the names ("TRC20") and what it stands for ("Tron"). */
  badge?: { text: string; title: string } | undefined;
  /** More words a search may start with (another name of the country, say). */
  keys?: readonly string[] | undefined;
  /** Among the first shown: a screen reader hears "Popular" while no search is typed. */
  popular?: boolean | undefined;
}
