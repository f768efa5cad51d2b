'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { InfoTooltip } from '@/components/ui/info-tooltip';
import { useVisitorTimeZone } from '@/components/i18n/visitor-time-zone';
import { formatAmount } from '../amount';
import { formatRemaining } from '../use-now';
import styles from './offers.module.css';

// What an offer's card (narrow screens) and its table row (wide ones) both show, written once.

export interface OfferTickers {
  from: string;
  to: string;
}

/**
 * The figure offers are compared by: what the visitor gets, or in reverse (the amount to get was
 * typed, so every offer gives it) what each asks them to send.
 */
export function OfferFigure({
  offer,
  tickers,
  reverse,
}: {
  offer: Offer;
  tickers: OfferTickers;
  reverse: boolean;
}) {
  const locale = useLocale();
  return (
    <>{`${formatAmount(reverse ? offer.amountFrom : offer.amountTo, locale)} ${reverse ? tickers.from : tickers.to}`}</>
  );
}

export function OfferRate({ offer, tickers }: { offer: Offer; tickers: OfferTickers }) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  return (
    <>
      {t('rateValue', {
        from: tickers.from,
        rate: formatAmount(offer.rate, locale),
        to: tickers.to,
      })}{' '}
      · {t(offer.rateType === 'fixed' ? 'rateFixed' : 'rateFloating')}
    </>
  );
}

/** Fees are in the rate; the network fee is named when the provider names it. */
export function OfferFees({
  offer,
  tickers,
  stacked = false,
}: {
  offer: Offer;
  tickers: OfferTickers;
  /** The network fee on a line of its own (a table cell) instead of after a "·". */
  stacked?: boolean;
}) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  // Offers carry no separate provider fee or spread: both are in the rate; the network fee is
  // itemised when the provider names it.
  const network = offer.networkFee ? formatAmount(offer.networkFee, locale) : null;
  const feeLines = [
    t('feeDetailsRate'),
    network
      ? t('feeDetailsNetwork', { amount: network, ticker: tickers.to })
      : t('feeDetailsNetworkIncluded'),
  ];
  return (
    <>
      {t('feesIncluded')} <InfoTooltip label={t('feeDetails')} lines={feeLines} />
      {network && !stacked && ` · ${t('networkFee', { amount: network, ticker: tickers.to })}`}
      {network && stacked && (
        <span className={styles.feeLine}>
          {t('networkFee', { amount: network, ticker: tickers.to })}
        </span>
      )}
    </>
  );
}

export function OfferKyc({ offer }: { offer: Offer }) {
  const t = useTranslations('Offers');
  return (
    <span className={styles.kyc} data-kyc={offer.provider.kyc}>
      {t(`kyc.${offer.provider.kyc}`)}
    </span>
  );
}

/** Milliseconds a fixed rate is still held, or null for a floating one. */
export function timeLeft(offer: Offer, now: number): number | null {
  return offer.expiresAt ? Date.parse(offer.expiresAt) - now : null;
}

/** "Rate held for 1:05, until 14:32" with the clock time in the visitor's time zone. */
export function OfferExpiry({ offer, now }: { offer: Offer; now: number }) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  const timeZone = useVisitorTimeZone() ?? 'UTC';
  const left = timeLeft(offer, now);
  if (left === null || !offer.expiresAt) return null;
  if (left <= 0) return <>{t('expired')}</>;
  const until = new Date(offer.expiresAt);
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(until);
  return (
    <>
      {t('expiresIn', { time: formatRemaining(left) })}
      {', '}
      <time dateTime={offer.expiresAt}>{t('expiresUntil', { time: clock })}</time>
    </>
  );
}
