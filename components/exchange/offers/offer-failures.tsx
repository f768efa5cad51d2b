'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { OfferFailure, OfferProvider } from '@/lib/rates/contract';
import { formatAmount } from '@/components/asset/amount';
import styles from './offers.module.css';

const SILENT = new Set(['timeout', 'unavailable', 'rate_limited', 'bad_response', 'unauthorized']);

/** Providers without an offer, said quietly: one line each, the reason in plain words. */
export function OfferFailures({
  failures,
  silent,
  fromTicker,
  reverse = false,
}: {
  failures: readonly OfferFailure[];
  /** Asked but never answered before the stream ended. */
  silent: readonly OfferProvider[];
  fromTicker: string;
  /** Asked by the amount to get: a provider without reverse quotes answers pair_unavailable. */
  reverse?: boolean;
}) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  if (failures.length === 0 && silent.length === 0) return null;

  const line = (failure: OfferFailure): string => {
    const provider = failure.provider.name;
    if (failure.reason === 'amount_too_low' && failure.min) {
      const amount = formatAmount(failure.min, locale);
      return t('failure.belowMin', { provider, amount, ticker: fromTicker });
    }
    if (failure.reason === 'amount_too_high' && failure.max) {
      const amount = formatAmount(failure.max, locale);
      return t('failure.aboveMax', { provider, amount, ticker: fromTicker });
    }
    if (failure.reason === 'pair_unavailable') {
      return t(reverse ? 'failure.reverse' : 'failure.pair', { provider });
    }
    if (SILENT.has(failure.reason)) return t('failure.silent', { provider });
    return t('failure.other', { provider });
  };

  return (
    <div className={styles.failures}>
      <h3 className={styles.failuresTitle}>{t('failuresTitle')}</h3>
      <ul>
        {failures.map((failure) => (
          <li key={failure.provider.id} data-provider={failure.provider.id}>
            {line(failure)}
          </li>
        ))}
        {silent.map((provider) => (
          <li key={provider.id} data-provider={provider.id}>
            {t('failure.silent', { provider: provider.name })}
          </li>
        ))}
      </ul>
    </div>
  );
}
