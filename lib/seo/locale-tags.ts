import { defaultLocale, locales, type Locale } from '../i18n/locales';

// The language tags the head and the sitemaps emit, kept in one table so both always agree.

/** Open Graph wants language_TERRITORY; each language gets the territory most of its readers use. */
export const ogLocales: Record<Locale, string> = {
  nl: 'nl_NL',
  en: 'en_US',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  ko: 'ko_KR',
  pl: 'pl_PL',
  pt: 'pt_BR',
  ru: 'ru_RU',
  es: 'es_ES',
  vi: 'vi_VN',
  tr: 'tr_TR',
  uk: 'uk_UA',
  ja: 'ja_JP',
};

/**
 * Regional hreflang variants (spec: es, fr, pt-BR, en, de, ru), each pointing at its language
 * version. Google accepts only ISO 639-1 + ISO 3166-1 alpha-2 here, so no "es-419".
 */
export const regionalHreflangs = {
  'en-US': 'en',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'pt-BR': 'pt',
  'de-DE': 'de',
  'ru-RU': 'ru',
} as const satisfies Record<string, Locale>;

export const X_DEFAULT = 'x-default';

export interface HreflangTarget {
  hreflang: string;
  locale: Locale;
}

/**
 * Every hreflang the site emits and the locale version it points to: the 14 languages, the
 * regional variants, then x-default (English, the unprefixed version).
 */
export const hreflangTargets: readonly HreflangTarget[] = [
  ...locales.map((locale) => ({ hreflang: locale, locale })),
  ...Object.entries(regionalHreflangs).map(([hreflang, locale]) => ({ hreflang, locale })),
  { hreflang: X_DEFAULT, locale: defaultLocale },
];
