import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';

// The site's pages the bot's buttons open, in the chat's language.

/**
 * The marker of a visit that came from the bot: `/swap?…&via=bot`. The site's own form reads
 * it as the order's source (ADR 0021's `bot`), as `via=widget-v1` marks the compact widget's.
 */
export const BOT_VIA = 'bot';
export const VIA_PARAM = 'via';

const site = (locale: Locale, path: string) => `${env().SITE_URL}${localizedPath(locale, path)}`;

/** The swap flow on the site for a pair and amount, attributed to the bot. */
export function swapLink(locale: Locale, query: { from: string; to: string; amount: string }) {
  return `${site(locale, routes.swap(query))}&${VIA_PARAM}=${BOT_VIA}`;
}

/** A swap's status page. */
export function statusLink(locale: Locale, swapId: string): string {
  return site(locale, routes.transactionStatus(swapId));
}
