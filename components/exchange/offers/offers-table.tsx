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
  OfferRate,
  timeLeft,
  type OfferTickers,
} from './offer-facts';
import type { OfferSort } from './offers-state';
import styles from './offers.module.css';

const COLUMNS = ['provider', 'figure', 'rate', 'fees', 'eta', 'kyc', 'action'] as const;

/**
 * The offers as a comparison table, for wide screens: one row per offer, best first (or as
 * sorted), each with its own "Choose" button, and a grey row for each answer still due. Beside
 * what an offer gives, its gap to the best one. No rating column: providers carry no measured
 * rating, and an unbacked figure is not shown. Columns
 * have fixed widths (table-layout: fixed) and every row two lines, so arriving offers fill room
 * that is already there and never move a column or the rows below.
 */
export function OffersTable({
  offers,
  pending,
  best,
  tickers,
  sort,
  now,
  disabled,
  reverse,
  onChoose,
}: {
  /** Sorted already. */
  offers: readonly Offer[];
  /** Answers still due: a grey row each. */
  pending: number;
  best: Offer | null;
  tickers: OfferTickers;
  sort: OfferSort;
  now: number;
  disabled: boolean;
  reverse: boolean;
  onChoose: (offer: Offer) => void;
}) {
  const t = useTranslations('Offers');
  const sortName = t(
    sort === 'amount' ? (reverse ? 'sortAmountReverse' : 'sortAmount') : 'sortSpeed',
  );
  const sorted = (column: (typeof COLUMNS)[number]) => {
    if (column === 'figure' && sort === 'amount') return reverse ? 'ascending' : 'descending';
    if (column === 'eta' && sort === 'speed') return 'ascending';
    return undefined;
  };
  const header: Record<(typeof COLUMNS)[number], string> = {
    provider: t('provider'),
    figure: t(reverse ? 'send' : 'receive'),
    rate: t('rate'),
    fees: t('fees'),
    eta: t('eta'),
    kyc: t('kycLabel'),
    action: t('choose'),
  };

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {t('caption', { from: tickers.from, to: tickers.to, sort: sortName })}
      </caption>
      <colgroup>
        {COLUMNS.map((column) => (
          <col key={column} className={styles[`col-${column}`]} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" aria-sort={sorted(column)}>
              <span className={column === 'action' ? 'visually-hidden' : undefined}>
                {header[column]}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      {/* Rows are keyed by place, not by offer: an offer arriving fills a grey row, and a better
          one takes the first row by changing what the rows show, so no row ever moves. */}
      <tbody>
        {offers.map((offer, slot) => {
          const { provider } = offer;
          const left = timeLeft(offer, now);
          const isBest = offer === best;
          return (
            <tr
              key={slot}
              className={styles.row}
              data-best={isBest || undefined}
              data-provider={provider.id}
            >
              <th scope="row">
                <span className={styles.provider}>{provider.name}</span>
                <span className={styles.tags}>
                  {provider.sandbox && <span className={styles.sandbox}>{t('sandbox')}</span>}
                  {isBest && <span className={styles.best}>{t('best')}</span>}
                </span>
              </th>
              <td>
                <span className={styles.figure}>
                  <OfferFigure offer={offer} tickers={tickers} reverse={reverse} />
                </span>
                <span className={styles.rowGap}>
                  <OfferGap offer={offer} best={best} reverse={reverse} />
                </span>
                <span className={styles.rowCountdown}>
                  {left !== null && <OfferExpiry offer={offer} now={now} />}
                </span>
              </td>
              <td>
                <OfferRate offer={offer} tickers={tickers} />
              </td>
              <td>
                <OfferFees offer={offer} tickers={tickers} stacked />
              </td>
              <td>{t('etaValue', { min: provider.eta.min, max: provider.eta.max })}</td>
              <td>
                <OfferKyc offer={offer} />
              </td>
              <td>
                <Button
                  size="sm"
                  variant={isBest ? 'primary' : 'secondary'}
                  disabled={disabled || (left !== null && left <= 0)}
                  aria-label={t('chooseLabel', { provider: provider.name })}
                  onClick={() => onChoose(offer)}
                >
                  {t('choose')}
                </Button>
              </td>
            </tr>
          );
        })}
        {Array.from({ length: pending }, (_, index) => (
          <tr key={offers.length + index} className={styles.row} data-skeleton aria-hidden="true">
            {COLUMNS.map((column) => (
              <td key={column}>
                <span className={column === 'action' ? styles.buttonBoneSm : styles.bone} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
