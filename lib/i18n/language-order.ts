import { defaultLocale, isLocale, type Locale } from './locales';

/** Maps a browser language tag ("de-DE", "pt-BR", "EN") to one of our locales, if we have it. */
export function localeFromTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The order of the language drawer (spec section 4): English first, then the browser's language,
 * then the rest alphabetically by code. The browser's preferences are read in order and the first
 * one we support wins; English is skipped there because it already leads the list.
 */
export function orderLanguages(
  available: readonly Locale[],
  browserLanguages: readonly string[],
): Locale[] {
  const browser = browserLanguages
    .map(localeFromTag)
    .find(
      (locale) => locale !== undefined && locale !== defaultLocale && available.includes(locale),
    );
  const head = [defaultLocale, browser].filter(
    (locale): locale is Locale => locale !== undefined && available.includes(locale),
  );
  const rest = available.filter((locale) => !head.includes(locale)).sort();
  return [...head, ...rest];
}
