import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The language of a chat's replies: the sender's Telegram language (`language_code`, an IETF tag
 * such as "de", "pt-br" or "en-US") when it is one of the site's 14, else English.
 */
export function botLocale(languageCode: string | undefined): Locale {
  const language = languageCode?.toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : defaultLocale;
}
