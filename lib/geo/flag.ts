// A country's flag as the emoji its ISO 3166-1 alpha-2 code spells in regional indicator
// letters: no image to load and no dependency. Made on the server (the widget's country list),
// so no page ships this function. Systems without flag glyphs show the two letters instead,
// which still name the country.
const REGIONAL_A = 0x1f1e6;

/** "de" → 🇩🇪; "" for anything that is not a two-letter code. */
export function flagEmoji(country: string): string {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
}
