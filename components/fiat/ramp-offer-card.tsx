'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { FiatOffer, FiatOfferFailure, RampSide } from '@/lib/fiat/contract';
import { formatCoin, formatFiat, formatShare } from './format';
import styles from './fiat.module.css';

/** One ramp's offer: what is received after every fee, the fees one by one, and the terms. */
export function RampOfferCard({
  offer,
  ticker,
  best,
  chosen,
  onChoose,
}: {
  offer: FiatOffer;
  ticker: string;
  best: boolean;
  chosen: boolean;
  onChoose: (offer: FiatOffer) => void;
}) {
  const t = useTranslations('RampWidget');
  const locale = useLocale();
  const fiat = (value: string) => formatFiat(value, offer.fiat, locale);
  const received =
    offer.side === 'buy' ? formatCoin(offer.amountOut, ticker, locale) : fiat(offer.amountOut);
  const { provider, fees } = offer;
  return (
    <li
      className={styles.offer}
      data-best={best || undefined}
      data-provider={provider.id}
      data-testid="ramp-offer"
    >
      <div className={styles.offerHead}>
        <span className={styles.provider}>{provider.name}</span>
        {provider.sandbox && <span className={styles.badge}>{t('sandbox')}</span>}
        {best && <span className={styles.best}>{t('best')}</span>}
        {offer.via && <span className={styles.via}>{t('via', { name: offer.via })}</span>}
      </div>
      <p className={styles.received}>
        <span className={styles.label}>{t('receive')}</span> <strong>{received}</strong>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('price')}</dt>
          <dd>{t('priceValue', { ticker, price: fiat(offer.price) })}</dd>
        </div>
        <div>
          <dt>{t('providerFee')}</dt>
          <dd>{fees.provider === null ? t('included') : fiat(fees.provider)}</dd>
        </div>
        {offer.side === 'buy' && (
          <div>
            <dt>{t('networkFee')}</dt>
            <dd>{fees.network === null ? t('included') : fiat(fees.network)}</dd>
          </div>
        )}
        <div>
          <dt>{t('totalCost')}</dt>
          <dd>{offer.totalCost === null ? t('unknown') : formatShare(offer.totalCost, locale)}</dd>
        </div>
        <div>
          <dt>{t('kyc')}</dt>
          <dd>{t(`kycLevels.${offer.kyc}`)}</dd>
        </div>
        <div>
          <dt>{t('eta')}</dt>
          <dd>{t('etaValue', { min: provider.eta.min, max: provider.eta.max })}</dd>
        </div>
        <div>
          <dt>{t('method')}</dt>
          <dd>{t(`methods.${offer.method}`)}</dd>
        </div>
      </dl>
      <Button
        variant={best ? 'primary' : 'secondary'}
        aria-pressed={chosen}
        onClick={() => onChoose(offer)}
      >
        {t('choose', { provider: provider.name })}
      </Button>
    </li>
  );
}

/** The ramps that gave no offer, and why, in the visitor's words. */
export function RampFailures({
  failures,
  side,
  unit,
}: {
  failures: readonly FiatOfferFailure[];
  side: RampSide;
  unit: string;
}) {
  const t = useTranslations('RampWidget');
  const locale = useLocale();
  const limit = (value: string) =>
    side === 'buy' ? formatFiat(value, unit, locale) : formatCoin(value, unit, locale);
  return (
    <details className={styles.failures} data-testid="ramp-failures">
      <summary>{t('failuresTitle', { count: failures.length })}</summary>
      <ul>
        {failures.map((failure) => (
          <li key={failure.provider.id}>
            <strong>{failure.provider.name}</strong>
            {failure.provider.sandbox && <span className={styles.badge}>{t('sandbox')}</span>}
            {': '}
            {failure.reason === 'amount_too_low' && failure.min
              ? t('reasons.belowMin', { min: limit(failure.min) })
              : failure.reason === 'amount_too_high' && failure.max
                ? t('reasons.aboveMax', { max: limit(failure.max) })
                : t(`reasons.${reasonKey(failure.reason)}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}

type ReasonKey =
  | 'amount_too_low'
  | 'amount_too_high'
  | 'pair_unavailable'
  | 'place_unavailable'
  | 'verification_required'
  | 'timeout'
  | 'unavailable'
  | 'rejected';

/** Failure kinds grouped into what a visitor can act on. */
function reasonKey(reason: FiatOfferFailure['reason']): ReasonKey {
  switch (reason) {
    case 'amount_too_low':
    case 'amount_too_high':
    case 'pair_unavailable':
    case 'place_unavailable':
    case 'verification_required':
    case 'timeout':
      return reason;
    case 'rate_limited':
    case 'unavailable':
    case 'bad_response':
    case 'unauthorized':
      return 'unavailable';
    default:
      return 'rejected';
  }
}
