'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { formatAmount } from '@/components/asset/amount';
import { formatRemaining, useNow } from '../use-now';
import styles from './checkout.module.css';

/** The chosen offer, with a fixed rate's time left; when it runs out a new quote is asked. */
export function OfferSummary({
  offer,
  tickers,
  refreshing,
  onRequote,
}: {
  offer: Offer;
  tickers: { from: string; to: string };
  refreshing: boolean;
  onRequote: () => void;
}) {
  const t = useTranslations('Checkout');
  const tOffers = useTranslations('Offers');
  const locale = useLocale();
  const now = useNow(offer.expiresAt !== null);
  const left = offer.expiresAt ? Date.parse(offer.expiresAt) - now : null;
  const expired = left !== null && left <= 0;

  useEffect(() => {
    if (expired && !refreshing) onRequote();
  }, [expired, refreshing, onRequote]);

  return (
    <section className={styles.summary} aria-labelledby="summary-title">
      <h3 id="summary-title" className={styles.summaryTitle}>
        {t('summaryTitle')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('provider')}</dt>
          <dd>
            {offer.provider.name}
            {offer.provider.sandbox && <span className={styles.sandbox}>{tOffers('sandbox')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('youSend')}</dt>
          <dd className={styles.figure}>
            {formatAmount(offer.amountFrom, locale)} {tickers.from}
          </dd>
        </div>
        <div>
          <dt>{t('youGet')}</dt>
          <dd className={styles.figure}>
            {formatAmount(offer.amountTo, locale)} {tickers.to}
          </dd>
        </div>
        <div>
          <dt>{t('rateType')}</dt>
          <dd>{t(offer.rateType === 'fixed' ? 'rateFixed' : 'rateFloating')}</dd>
        </div>
      </dl>
      {left !== null && (
        <p className={styles.countdown} aria-live="polite">
          {expired || refreshing
            ? tOffers('expired')
            : tOffers('expiresIn', { time: formatRemaining(left) })}
        </p>
      )}
    </section>
  );
}
