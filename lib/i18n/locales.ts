// The 14 languages of the site. English is the default and has no path prefix.
export const locales = [
  'nl',
  'en',
  'fr',
  'de',
  'it',
  'ko',
  'pl',
  'pt',
  'ru',
  'es',
  'vi',
  'tr',
  'uk',
  'ja',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Native names, shown in the language drawer and used as hreflang labels. */
export const localeNames: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ko: '한국어',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
  uk: 'Українська',
  ja: '日本語',
};

/** The locale cookie: 365 days, root path, SameSite=Lax (spec section 9). */
export const LOCALE_COOKIE = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;
