import 'server-only';
import { createTranslator } from 'next-intl';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// The bot's words: next-intl messages under `Bot` (messages/<locale>.json), plain text (the bot
// sends no parse mode, so nothing a user or a provider wrote can become markup).

export async function botTranslator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Bot' });
}

export type BotT = Awaited<ReturnType<typeof botTranslator>>;

/** The product's name for {brand}. */
export const brandName = (): string => brand().name;
