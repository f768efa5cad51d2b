'use client';

import { useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { Button } from '@/components/ui/button';
import {
  OfferExpiry,
  OfferFees,
  OfferFigure,
  OfferKyc,
  OfferRate,
  timeLeft,
  type OfferTickers,
} from './offer-facts';
import styles from './offers.module.css';

export type { OfferTickers };

/** One offer as a card: the offers list on narrow screens. */
export function OfferCard({
  offer,
  tickers,
  best,
  now,
  disabled,
  reverse = false,
  onChoose,
}: {
  offer: Offer;
  tickers: OfferTickers;
  best: boolean;
  now: number;
  disabled: boolean;
  /** A reverse quote: the card leads with what the visitor sends. */
  reverse?: boolean;
  onChoose: (offer: Offer) => void;
}) {
  const t = useTranslations('Offers');
  const { provider } = offer;
  const left = timeLeft(offer, now);

  return (
    <li className={styles.card} data-best={best || undefined} data-provider={provider.id}>
      <div className={styles.head}>
        <span className={styles.provider}>{provider.name}</span>
        {provider.sandbox && <span className={styles.sandbox}>{t('sandbox')}</span>}
        {best && <span className={styles.best}>{t('best')}</span>}
      </div>
      <p className={styles.amount}>
        <span className="visually-hidden">{t(reverse ? 'send' : 'receive')}: </span>
        <OfferFigure offer={offer} tickers={tickers} reverse={reverse} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rate')}</dt>
          <dd>
            <OfferRate offer={offer} tickers={tickers} />
          </dd>
        </div>
        <div>
          <dt>{t('fees')}</dt>
          <dd>
            <OfferFees offer={offer} tickers={tickers} />
          </dd>
        </div>
        <div>
          <dt>{t('eta')}</dt>
          <dd>{t('etaValue', { min: provider.eta.min, max: provider.eta.max })}</dd>
        </div>
        <div>
          <dt>{t('kycLabel')}</dt>
          <dd>
            <OfferKyc offer={offer} />
          </dd>
        </div>
        <div>
          <dt>{t('ratingLabel')}</dt>
          <dd>{t('rating', { rating: provider.rating.toFixed(1) })}</dd>
        </div>
      </dl>
      {left !== null && (
        <p className={styles.countdown}>
          <OfferExpiry offer={offer} now={now} />
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
export function OfferCardSkeleton({ countdown = false }: { countdown?: boolean }) {
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
      {countdown && (
        <p className={styles.countdown}>
          <span className={styles.bone} />
        </p>
      )}
      <span className={styles.buttonBone} />
    </li>
  );
}
