import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/components/asset/amount';
import { formatDay } from '@/components/catalogue/pairs/format';
import type { SeenFees } from '@/lib/pages/data/compare-data';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { PAYOUT_FEES_DAYS } from '@/lib/rates/payout-fees';
import { formatUsd } from './format';
import styles from './catalogue.module.css';

export interface OfferFactSide {
  currency: Currency;
  fees: SeenFees;
  eta: { min: number; max: number } | null;
}

/**
 * The comparison's rows about offers: the network fee recorded offers charged to pay each coin
 * out (with its basis: how many offers, when, simulated or not), and the swap time the providers
 * that list it state. A figure nobody recorded is said to be missing, never filled in.
 */
export async function OfferFactRows({
  locale,
  sides,
}: {
  locale: Locale;
  sides: readonly [OfferFactSide, OfferFactSide];
}) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  const fees = ({ currency: { ticker }, fees }: OfferFactSide) => {
    if (fees.kind === 'unknown') return t('feesUnknown');
    if (fees.kind === 'none') return t('feesNone', { ticker, days: PAYOUT_FEES_DAYS });
    const amount = formatAmount(fees.median, locale);
    const basis = {
      count: fees.offers,
      ticker,
      date: formatDay(fees.observedAt, locale, 'medium'),
    };
    return (
      <>
        {fees.usd === null
          ? t('feesValue', { amount, ticker })
          : t('feesValueUsd', { amount, ticker, usd: formatUsd(locale, Number(fees.usd)) })}{' '}
        <span className={styles.note}>
          {t(fees.sandbox ? 'feesBasisSimulated' : 'feesBasis', basis)}
        </span>
      </>
    );
  };
  return (
    <>
      <tr data-testid="compare-fees">
        <th scope="row">{t('fees')}</th>
        {sides.map((side) => (
          <td key={side.currency.code}>{fees(side)}</td>
        ))}
      </tr>
      <tr data-testid="compare-time">
        <th scope="row">{t('time')}</th>
        {sides.map(({ currency, eta }) => (
          <td key={currency.code}>{eta ? t('timeValue', eta) : t('timeNone')}</td>
        ))}
      </tr>
    </>
  );
}
