import 'server-only';
import { createTranslator } from 'next-intl';
import { negotiateLocale } from '../i18n/accept-language';
import { defaultLocale, type Locale } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';
import { log } from '../log';
import type { ApiErrorCode } from './errors';

/** The locale an API answer is written in: the best match for the request's Accept-Language. */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language'));
}

async function messagesFor(locale: Locale): Promise<{ locale: Locale; messages: Messages }> {
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch (error) {
    // A missing or broken locale file must not turn every error into a crash: answer in English.
    log.error('api: messages failed to load, answering in English', { locale, error });
    return { locale: defaultLocale, messages: await loadMessages(defaultLocale) };
  }
}

export interface ApiTranslator {
  /** The locale actually used (English when the requested one failed to load). */
  locale: Locale;
  error(code: ApiErrorCode, values?: Record<string, string | number>): string;
  subscribed(): string;
  contactReceived(): string;
  reviewReceived(): string;
  partnerApplicationReceived(): string;
}

export async function apiTranslator(requested: Locale): Promise<ApiTranslator> {
  const { locale, messages } = await messagesFor(requested);
  const t = createTranslator({
    locale,
    messages,
    namespace: 'Api',
    onError: (error) => log.warn('api: translation problem', { locale, error: error.message }),
  });
  return {
    locale,
    // The code is a key of Api.errors by its type; the cast only widens the ICU argument check.
    error: (code, values) => t(`errors.${code}` as 'errors.internal_error', values),
    subscribed: () => t('subscribed'),
    contactReceived: () => t('contactReceived'),
    reviewReceived: () => t('reviewReceived'),
    partnerApplicationReceived: () => t('partnerApplicationReceived'),
  };
}

/** Content-Language and Vary for an answer whose words depend on Accept-Language. */
export function localeHeaders(locale: Locale): Record<string, string> {
  return { 'Content-Language': locale, Vary: 'Accept-Language' };
}
