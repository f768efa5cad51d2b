import { getTranslations } from 'next-intl/server';
import styles from '@/components/company/company.module.css';
import { buttonClassName } from '@/components/ui/button';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import {
  isPayoutLinkState,
  PAYOUT_TOKEN,
  payoutPageMetadata,
  type PayoutLinkState,
} from '@/lib/partner-earnings/pages';
import { inspectConfirmToken } from '@/lib/partner-earnings/payouts';
import type { PayoutView } from '@/lib/partner-earnings/contract';

// "Confirm withdrawal": the page a payout e-mail's link opens. It shows the payout and a button
// whose POST (app/apiglobal/partner-payouts/confirm) confirms it; the page itself only reads, so
// a mail scanner that opens the link consumes nothing. Rendered per request (the token is in the
// query), never cached.

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/for-partners/payouts/confirm'>) {
  return payoutPageMetadata((await params).locale as Locale, 'confirm');
}

type Shown = { state: 'valid'; token: string; payout: PayoutView } | { state: PayoutLinkState };

async function shown(search: Record<string, string | string[] | undefined>): Promise<Shown> {
  const { token, state } = search;
  if (typeof token === 'string' && PAYOUT_TOKEN.test(token)) {
    const found = await inspectConfirmToken(await getDb(), token, new Date());
    return found.state === 'valid' ? { ...found, token } : found;
  }
  return { state: isPayoutLinkState(state) ? state : 'unknown' };
}

export default async function PayoutConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/for-partners/payouts/confirm'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PayoutPages.confirm' });
  const view = await shown(await searchParams);

  if (view.state !== 'valid') {
    return (
      <article className={styles.page} aria-labelledby="payout-title">
        <h1 id="payout-title">{t(`${view.state}.title`)}</h1>
        <p className="lead" role="status">
          {t(`${view.state}.body`)}
        </p>
      </article>
    );
  }

  const { payout } = view;
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  // dateStyle and timeStyle cannot be combined with timeZoneName: the parts one by one.
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : '–');
  return (
    <article className={styles.page} aria-labelledby="payout-title">
      <h1 id="payout-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <dl className={styles.facts}>
        <dt>{t('amount')}</dt>
        {/* The exact decimal text: Intl formats a numeric string without a float. */}
        <dd>{money.format(payout.amountUsd as `${number}`)}</dd>
        <dt>{t('period')}</dt>
        <dd>{t('periodValue', { from: day(payout.periodFrom), to: day(payout.periodTo) })}</dd>
        <dt>{t('swaps')}</dt>
        <dd>{payout.commissions.count}</dd>
        <dt>{t('reference')}</dt>
        <dd>{payout.id}</dd>
        <dt>{t('expires')}</dt>
        <dd>{dateTime.format(new Date(payout.confirmExpiresAt))}</dd>
      </dl>
      {payout.commissions.estimated > 0 ? <p className={styles.notice}>{t('estimated')}</p> : null}
      <form method="post" action="/apiglobal/partner-payouts/confirm">
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={buttonClassName({ size: 'lg' })}>
          {t('button')}
        </button>
      </form>
      <p className={styles.muted}>{t('notYou')}</p>
    </article>
  );
}
