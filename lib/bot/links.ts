import 'server-only';
import { SOURCE_MARKER_PARAM, type LinkSource } from '@/lib/api/auth/source-marker';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';

// The site's pages the bot's buttons open, in the chat's language.

/**
 * The order-source marker of a visit the bot opened: `/swap?…&source=bot`. The site's swap flow
 * carries it into the create request, so the swap records the source `bot` (ADR 0021), as the
 * compact widget's `source=widget-v1` does (lib/api/auth/source-marker.ts, docs/widgets.md).
 */
const BOT_SOURCE: LinkSource = 'bot';

const site = (locale: Locale, path: string) => `${env().SITE_URL}${localizedPath(locale, path)}`;

/** The swap flow on the site for a pair and amount, attributed to the bot. */
export function swapLink(locale: Locale, query: { from: string; to: string; amount: string }) {
  return `${site(locale, routes.swap(query))}&${SOURCE_MARKER_PARAM}=${BOT_SOURCE}`;
}

/** A swap's status page. */
export function statusLink(locale: Locale, swapId: string): string {
  return site(locale, routes.transactionStatus(swapId));
}
