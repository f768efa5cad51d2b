'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { Button } from '@/components/ui/button';
import { InfoTooltip } from '@/components/ui/info-tooltip';
import { formatAmount } from '../amount';
import { formatRemaining } from '../use-now';
import styles from './offers.module.css';

export interface OfferTickers {
  from: string;
  to: string;
}

export function OfferCard({
  offer,
  tickers,
  best,
  now,
  disabled,
  onChoose,
}: {
  offer: Offer;
  tickers: OfferTickers;
  best: boolean;
  now: number;
  disabled: boolean;
  onChoose: (offer: Offer) => void;
}) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  const { provider } = offer;
  const left = offer.expiresAt ? Date.parse(offer.expiresAt) - now : null;
  // Offers carry no separate provider fee or spread: both are in the rate; the network fee is
  // itemised when the provider names it.
  const feeLines = [
    t('feeDetailsRate'),
    offer.networkFee
      ? t('feeDetailsNetwork', {
          amount: formatAmount(offer.networkFee, locale),
          ticker: tickers.to,
        })
      : t('feeDetailsNetworkIncluded'),
  ];

  return (
    <li className={styles.card} data-best={best || undefined} data-provider={provider.id}>
      <div className={styles.head}>
        <span className={styles.provider}>{provider.name}</span>
        {provider.sandbox && <span className={styles.sandbox}>{t('sandbox')}</span>}
        {best && <span className={styles.best}>{t('best')}</span>}
      </div>
      <p className={styles.amount}>
        <span className="visually-hidden">{t('receive')}: </span>
        {formatAmount(offer.amountTo, locale)} {tickers.to}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rate')}</dt>
          <dd>
            {t('rateValue', {
              from: tickers.from,
              rate: formatAmount(offer.rate, locale),
              to: tickers.to,
            })}{' '}
            · {t(offer.rateType === 'fixed' ? 'rateFixed' : 'rateFloating')}
          </dd>
        </div>
        <div>
          <dt>{t('fees')}</dt>
          <dd>
            {t('feesIncluded')} <InfoTooltip label={t('feeDetails')} lines={feeLines} />
            {offer.networkFee &&
              ` · ${t('networkFee', { amount: formatAmount(offer.networkFee, locale), ticker: tickers.to })}`}
          </dd>
        </div>
        <div>
          <dt>{t('eta')}</dt>
          <dd>{t('etaValue', { min: provider.eta.min, max: provider.eta.max })}</dd>
        </div>
        <div>
          <dt>{t('kycLabel')}</dt>
          <dd>
            <span className={styles.kyc} data-kyc={provider.kyc}>
              {t(`kyc.${provider.kyc}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('ratingLabel')}</dt>
          <dd>{t('rating', { rating: provider.rating.toFixed(1) })}</dd>
        </div>
      </dl>
      {left !== null && (
        <p className={styles.countdown}>
          {left > 0 ? t('expiresIn', { time: formatRemaining(left) }) : t('expired')}
        </p>
      )}
      <Button
        variant={best ? 'primary' : 'secondary'}
        disabled={disabled || (left !== null && left <= 0)}
        aria-label={t('chooseLabel', { provider: provider.name })}
        onClick={() => onChoose(offer)}
      >
        {t('choose')}
      </Button>
    </li>
  );
}

/**
 * Where an offer will appear: a card of the same build (head, amount, the five facts, button),
 * in grey, so an arriving offer takes its place instead of pushing what follows.
 */
export function OfferCardSkeleton() {
  return (
    <li className={styles.card} data-skeleton aria-hidden="true">
      <div className={styles.head}>
        <span className={styles.provider}>
          <span className={styles.bone} />
        </span>
      </div>
      <p className={styles.amount}>
        <span className={styles.bone} />
      </p>
      <dl className={styles.facts}>
        {[1, 2, 3, 4, 5].map((fact) => (
          <div key={fact}>
            <dt>
              <span className={styles.bone} />
            </dt>
            <dd>
              <span className={styles.bone} />
            </dd>
          </div>
        ))}
      </dl>
      <span className={styles.buttonBone} />
    </li>
  );
}
