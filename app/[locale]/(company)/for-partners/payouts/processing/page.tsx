import { getTranslations } from 'next-intl/server';
import styles from '@/components/company/company.module.css';
import { ButtonLink } from '@/components/ui/button';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { payoutPageMetadata } from '@/lib/partner-earnings/pages';

// "Withdrawal processing": where the confirm button leads. What happens next, and a button to
// the account site (ACCOUNT_URL, the header's account button's site); without one, no button.
// Rendered per request: ACCOUNT_URL is the running server's, not the build's.

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/for-partners/payouts/processing'>) {
  return payoutPageMetadata((await params).locale as Locale, 'processing');
}

const STEPS = ['check', 'pay', 'track'] as const;

export default async function PayoutProcessingPage({
  params,
}: PageProps<'/[locale]/for-partners/payouts/processing'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PayoutPages.processing' });
  const account = env().ACCOUNT_URL;
  return (
    <article className={styles.page} aria-labelledby="payout-title">
      <h1 id="payout-title">{t('title')}</h1>
      <p className="lead" role="status">
        {t('lead')}
      </p>
      <section className={styles.section} aria-labelledby="payout-next">
        <h2 id="payout-next">{t('nextTitle')}</h2>
        <ol className={styles.list}>
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      {account ? (
        <p>
          <ButtonLink href={account} size="lg">
            {t('account')}
          </ButtonLink>
        </p>
      ) : null}
    </article>
  );
}
