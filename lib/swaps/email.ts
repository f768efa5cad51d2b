import 'server-only';
import { createTranslator } from 'next-intl';
import { brand } from '@/lib/brand';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { EmailContent } from '@/lib/mail/outbox';
import { formatSwapId } from './swap-id';
import type { SwapView } from './contract';

// The two swap emails (created, final status) as plain text and simple HTML, in the language the
// visitor used when creating the swap. Queued and delivered through lib/mail's outbox
// (lib/swaps/email-outbox.ts).

export const SWAP_EMAIL_KINDS = ['swap_created', 'swap_status'] as const;
export type SwapEmailKind = (typeof SWAP_EMAIL_KINDS)[number];

/** The status page of a swap, with the locale prefix the site uses ('as-needed'). */
export function statusPageUrl(locale: Locale, id: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${env().SITE_URL}${prefix}/transaction-status?id=${encodeURIComponent(id)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function renderSwapEmail(
  kind: SwapEmailKind,
  swap: SwapView,
  requestedLocale: string,
): Promise<EmailContent> {
  const locale: Locale = isLocale(requestedLocale) ? requestedLocale : defaultLocale;
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: 'SwapEmail',
  });
  const id = formatSwapId(swap.id);
  const status = t(`statuses.${swap.status}`);
  const url = statusPageUrl(locale, swap.id);
  const lines: string[] = [];
  if (swap.sandbox) lines.push(t('sandbox'));
  if (kind === 'swap_created') {
    // The same instruction as the deposit screen: the exact amount, on the one network.
    lines.push(
      t('created', {
        amount: swap.amountFrom,
        ticker: swap.from.ticker,
        network: swap.from.networkName,
      }),
    );
    lines.push(t('depositAddress', { address: swap.depositAddress }));
    if (swap.depositExtraId) lines.push(t('depositMemo', { memo: swap.depositExtraId }));
    lines.push(t('youReceive', { amount: swap.amountTo, ticker: swap.to.ticker }));
  } else {
    lines.push(t('statusChanged', { status }));
  }
  lines.push(t('swapId', { id }), t('statusLine', { status }));
  const support = t('support');
  const footer = t('footer', { brand: brand().name });
  const subject =
    kind === 'swap_created' ? t('subjectCreated', { id }) : t('subjectStatus', { id, status });

  const text = [...lines, '', `${t('track')}: ${url}`, '', support, '', footer].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t('track'))}</a></p>`,
    `<p><strong>${escapeHtml(support)}</strong></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
