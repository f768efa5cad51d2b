'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { InfoTooltip } from '@/components/ui/info-tooltip';
import { useVisitorTimeZone } from '@/components/i18n/visitor-time-zone';
import { formatAmount } from '@/components/asset/amount';
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
  brief = false,
}: {
  offer: Offer;
  tickers: OfferTickers;
  /** The network fee on a line of its own (a table cell) instead of after a "·". */
  stacked?: boolean;
  /** Only "Fees included" and the details button (a compact card: the details name the fee). */
  brief?: boolean;
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
      {network &&
        !stacked &&
        !brief &&
        ` · ${t('networkFee', { amount: network, ticker: tickers.to })}`}
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

/**
 * How far an offer is from the best one, as a signed share of the best offer's figure: what the
 * visitor gets (direct: "−0.2 %" is 0.2 % less) or, in reverse, what they send ("+0.3 %" is
 * 0.3 % more). Null for the best offer itself or without one.
 */
export function offerGap(offer: Offer, best: Offer | null, reverse: boolean): number | null {
  if (!best || offer === best) return null;
  const figure = (subject: Offer) => Number(reverse ? subject.amountFrom : subject.amountTo);
  const base = figure(best);
  if (!(base > 0) || !Number.isFinite(figure(offer))) return null;
  return figure(offer) / base - 1;
}

/**
 * A gap as the locale writes a signed percentage ("-0.24%", "−0,24 %"): two decimals below 1 %,
 * one from there.
 */
export function formatGap(gap: number, locale: string): string {
  const digits = Math.abs(gap) < 0.01 ? 2 : 1;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: digits,
  }).format(gap);
}

/** "−0.2 % vs. best", or nothing for the best offer (its badge says so). */
export function OfferGap({
  offer,
  best,
  reverse,
}: {
  offer: Offer;
  best: Offer | null;
  reverse: boolean;
}) {
  const t = useTranslations('Offers');
  const locale = useLocale();
  const gap = offerGap(offer, best, reverse);
  if (gap === null) return null;
  return <span className={styles.gap}>{t('gap', { gap: formatGap(gap, locale) })}</span>;
}

/**
 * The provider's mark: its initials in a disc. Providers send no logo (and the sandbox has none),
 * so the mark is a monogram, never a picture standing for a brand; decorative (the name follows).
 */
export function ProviderMark({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span className={styles.mark} aria-hidden="true">
      {initials}
    </span>
  );
}
