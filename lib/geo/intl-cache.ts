// Intl formatters are costly to build and cheap to reuse, so each is kept per locale. The site has
// 14 locales; the bound only guards against a caller passing tags from outside, one by one.
const MAX_LOCALES = 64;

/** The tag as Intl reads it, or "en" for one it refuses ("en_US", "", junk). */
export function intlLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A per-locale cache of `create(locale)`, called with a tag Intl accepts. */
export function perLocale<T>(create: (locale: string) => T): (locale: string) => T {
  const cache = new Map<string, T>();
  return (locale) => {
    const tag = intlLocale(locale);
    let value = cache.get(tag);
    if (value === undefined) {
      value = create(tag);
      if (cache.size < MAX_LOCALES) cache.set(tag, value);
    }
    return value;
  };
}
