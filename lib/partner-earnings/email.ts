import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brand } from '@/lib/brand';
import type { Db } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { enqueueOutbox, registerOutboxKind, type EmailContent } from '@/lib/mail/outbox';
import type { PayoutView } from './contract';
import {
  mintConfirmToken,
  PAYOUT_EMAIL_KIND,
  payoutSubject,
  payoutViews,
  type Payout,
} from './payouts';

// The payout confirmation e-mail on lib/mail's outbox, to the partner's contact address. It is
// queued in the transaction that records the request and written at delivery: the link's token
// is made then (./payouts.ts mintConfirmToken), so the raw token is never stored anywhere, not
// even in the outbox row. Written in English, the language of the partner agreement and of the
// operator's other business mail (lib/mail/operator-inbox.ts); the page it links to is in 14 languages.

const payloadSchema = z.object({ payoutId: z.string() });

export function enqueuePayoutEmail(db: Db, payoutId: string): Promise<void> {
  return enqueueOutbox(db, {
    channel: 'email',
    kind: PAYOUT_EMAIL_KIND,
    payload: { payoutId },
    subject: payoutSubject(payoutId),
  });
}

/** The confirm page's link (the default language: the page offers the others). */
export function confirmUrl(token: string): string {
  return `${env().SITE_URL}/for-partners/payouts/confirm?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '–');

export function renderPayoutEmail(
  payout: PayoutView,
  partnerName: string,
  url: string,
): EmailContent {
  const name = brand().name;
  const facts = [
    ['Payout', payout.id],
    ['Amount', `${payout.amountUsd} USD`],
    ['Swaps', String(payout.commissions.count)],
    ['Period', `${day(payout.periodFrom)} – ${day(payout.periodTo)} (UTC)`],
    ['Link valid until', payout.confirmExpiresAt.replace('T', ' ').slice(0, 16) + ' UTC'],
  ] as const;
  const estimated =
    payout.commissions.estimated > 0
      ? `${payout.commissions.estimated} of the commissions are our own estimate (the provider offers no affiliate report); they are paid after the hold period, as the partner terms say.`
      : '';
  const text = [
    `Hello ${partnerName},`,
    '',
    `a payout of your ${name} partner earnings was requested through the API. To confirm it, open this link and press "Confirm withdrawal":`,
    '',
    url,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(estimated ? ['', estimated] : []),
    '',
    'The link works once. Opening it changes nothing; only the button confirms. If you did not ask for this payout, do not confirm it: the request expires by itself and your earnings stay yours. Then rotate your API key.',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(partnerName)},</p>`,
    `<p>a payout of your ${escapeHtml(name)} partner earnings was requested through the API. To confirm it, open the link and press “Confirm withdrawal”.</p>`,
    `<p><a href="${escapeHtml(url)}">Confirm withdrawal</a></p>`,
    '<table>',
    ...facts.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    estimated ? `<p>${escapeHtml(estimated)}</p>` : '',
    '<p>The link works once. Opening it changes nothing; only the button confirms. If you did not ask for this payout, do not confirm it: the request expires by itself and your earnings stay yours. Then rotate your API key.</p>',
    '</body></html>',
  ].join('\n');
  return {
    subject: `[${name} partners] Confirm your payout of ${payout.amountUsd} USD`,
    text,
    html,
  };
}

async function prepare(payload: unknown, db: Db) {
  const { payoutId } = payloadSchema.parse(payload);
  const minted = await mintConfirmToken(db, payoutId, new Date());
  if (!minted) return { skip: 'payout no longer waiting for its confirmation' };
  const { token, payout } = minted;
  const [partner] = await db
    .select({ name: partners.name, email: partners.contactEmail })
    .from(partners)
    .where(eq(partners.id, payout.partnerId));
  if (!partner) return { skip: 'partner no longer stored' };
  const [view] = await payoutViews(db, [payout as Payout]);
  return {
    to: partner.email,
    // The operator's own partner's address, not one a visitor typed: no daily cap.
    capped: false as const,
    compose: async () => renderPayoutEmail(view!, partner.name, confirmUrl(token)),
  };
}

/** Lets the outbox deliver the payout e-mails (called by lib/startup). */
export function registerPayoutEmail(): void {
  registerOutboxKind(PAYOUT_EMAIL_KIND, { channel: 'email', prepare });
}
