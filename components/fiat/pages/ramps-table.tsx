import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { RampRow } from '@/lib/fiat/page-parts';
import tables from '@/components/ui/table.module.css';
import styles from './pages.module.css';

/** What every ramp row of the fiat pages has: its name, typical time and verification. */
export interface RampFacts {
  id: string;
  name: string;
  sandbox: boolean;
  eta: { min: number; max: number };
  kyc: RampRow['kyc'];
}

/** A column between the provider's name and its time and verification. */
export interface RampColumn<R> {
  label: string;
  cell: (ramp: R) => ReactNode;
}

/**
 * The fiat pages' table of ramps (cards on a phone, `data-label` naming each cell there): the
 * provider's name, the page's own columns, then typical time and verification. The place, pair
 * and card pages declare their columns; the markup is this one.
 */
export async function RampsTable<R extends RampFacts>({
  locale,
  ramps,
  caption,
  testId,
  columns,
  nameNote,
}: {
  locale: Locale;
  ramps: readonly R[];
  caption: string;
  testId: string;
  columns: readonly (RampColumn<R> | false)[];
  /** A line under the provider's name (a partial coverage note). */
  nameNote?: (ramp: R) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const shown = columns.filter((column): column is RampColumn<R> => column !== false);
  return (
    <div className={styles.tableBox}>
      <table className={`${tables.plain} ${tables.cards} ${styles.table}`} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('provider')}</th>
            {shown.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('verification')}</th>
          </tr>
        </thead>
        <tbody>
          {ramps.map((ramp) => (
            <tr key={ramp.id}>
              <th scope="row">
                {ramp.sandbox ? t('sandboxName', { name: ramp.name }) : ramp.name}
                {nameNote?.(ramp)}
              </th>
              {shown.map((column) => (
                <td data-label={column.label} key={column.label}>
                  {column.cell(ramp)}
                </td>
              ))}
              <td data-label={t('time')}>{t('etaValue', ramp.eta)}</td>
              <td data-label={t('verification')}>{t(`kycLevels.${ramp.kyc}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "From X to Y", "From X" or "not named", for a ramp's limits per order. */
export function limitsText(
  t: (key: 'limitsRange' | 'limitsFrom' | 'notNamed', values?: Record<string, string>) => string,
  money: (value: string) => string,
  min: string | null | undefined,
  max: string | null | undefined,
): string {
  if (!min) return t('notNamed');
  return max
    ? t('limitsRange', { min: money(min), max: money(max) })
    : t('limitsFrom', { min: money(min) });
}
