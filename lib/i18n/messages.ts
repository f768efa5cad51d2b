import type english from '../../messages/en.json';
import type { Locale } from './locales';

/** English is the reference: every locale has exactly its keys (tests/unit/i18n). */
export type Messages = typeof english;

/** Loads one locale's messages (a separate chunk per locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
