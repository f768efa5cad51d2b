import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/seo/metadata';

// The two pages of a payout's confirmation (docs/partners/earnings-and-payouts.md): the confirm
// page the e-mailed link opens, and the processing page its button leads to. Neither is for
// search engines (noindex, in no sitemap); the confirm page's address carries the token, so it
// is never cached and sends no path or query in a Referer (proxy.ts, lib/routing/private-query.ts).

export const PAYOUT_CONFIRM_PATH = '/for-partners/payouts/confirm';
export const PAYOUT_PROCESSING_PATH = '/for-partners/payouts/processing';

/** The confirm page's states besides a valid link; the form's POST comes back with one. */
export const PAYOUT_LINK_STATES = ['expired', 'used', 'unknown'] as const;
export type PayoutLinkState = (typeof PAYOUT_LINK_STATES)[number];

export const isPayoutLinkState = (value: unknown): value is PayoutLinkState =>
  (PAYOUT_LINK_STATES as readonly unknown[]).includes(value);

/** A link's token as the e-mail writes it (32 random bytes, base64url). */
export const PAYOUT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function payoutPageMetadata(
  locale: Locale,
  page: 'confirm' | 'processing',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PayoutPages' });
  const title = `${t(`${page}.metaTitle`)} | ${brand().name}`;
  return {
    ...buildMetadata({
      locale,
      path: page === 'confirm' ? PAYOUT_CONFIRM_PATH : PAYOUT_PROCESSING_PATH,
      title,
      description: t(`${page}.metaDescription`),
      noIndex: true,
    }),
    robots: { index: false, follow: false },
    // Only the origin in any Referer: never the token in the address (no-referrer would make
    // browsers send `Origin: null` with the confirm form's POST, which the same-site rule refuses).
    referrer: 'strict-origin',
  };
}
