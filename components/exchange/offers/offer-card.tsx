'use client';

import { useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { Button } from '@/components/ui/button';
import {
  OfferExpiry,
  OfferFees,
  OfferFigure,
  OfferGap,
  OfferKyc,
  ProviderMark,
  timeLeft,
  type OfferTickers,
} from './offer-facts';
import styles from './offers.module.css';

export type { OfferTickers };

/**
 * One offer as a compact card, the offers list on narrow screens: the provider, what the visitor
 * gets (in reverse: sends) with the gap to the best offer, then one line of the facts people scan
 * (verification, time, fees). Three to four fit a phone's screen; the rate and the network fee
 * are in the fee details and in step 2. Providers carry no measured rating, so none is shown.
 */
export function OfferCard({
  offer,
  tickers,
  best,
  bestOffer = null,
  now,
  disabled,
  reverse = false,
  onChoose,
}: {
  offer: Offer;
  tickers: OfferTickers;
  best: boolean;
  /** The best offer of the list, for the gap ("−0.2 % vs. best"). */
  bestOffer?: Offer | null;
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
        <ProviderMark name={provider.name} />
        <span className={styles.provider}>{provider.name}</span>
        {provider.sandbox && <span className={styles.sandbox}>{t('sandbox')}</span>}
      </div>
      <p className={styles.amount}>
        <span className="visually-hidden">{t(reverse ? 'send' : 'receive')}: </span>
        <span className={styles.figureText}>
          <OfferFigure offer={offer} tickers={tickers} reverse={reverse} />
        </span>{' '}
        {/* Under the figure: "Best offer", or how far this one is from it. */}
        <span className={styles.standing}>
          {best ? (
            <span className={styles.best}>{t('best')}</span>
          ) : (
            <OfferGap offer={offer} best={bestOffer} reverse={reverse} />
          )}
        </span>
      </p>
      <p className={styles.meta}>
        <OfferKyc offer={offer} />
        <span>{t('etaValue', { min: provider.eta.min, max: provider.eta.max })}</span>
        <span>
          <OfferFees offer={offer} tickers={tickers} brief />
        </span>
      </p>
      {left !== null && (
        <p className={styles.countdown}>
          <OfferExpiry offer={offer} now={now} />
        </p>
      )}
      <Button
        className={styles.choose}
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
 * Where an offer will appear: a card of the same build (head, amount, facts line, button), in
 * grey, so an arriving offer takes its place instead of pushing what follows.
 */
export function OfferCardSkeleton({ countdown = false }: { countdown?: boolean }) {
  return (
    <li className={styles.card} data-skeleton aria-hidden="true">
      <div className={styles.head}>
        <span className={styles.mark} />
        <span className={styles.provider}>
          <span className={styles.bone} />
        </span>
      </div>
      <p className={styles.amount}>
        <span className={styles.bone} />
        <span className={styles.standing} />
      </p>
      <p className={styles.meta}>
        <span className={styles.bone} />
      </p>
      {countdown && (
        <p className={styles.countdown}>
          <span className={styles.bone} />
        </p>
      )}
      <span className={`${styles.buttonBone} ${styles.choose}`} />
    </li>
  );
}
