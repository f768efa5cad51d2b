import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { FigureWindow } from '@/lib/rates/provider-figures';
import { ColumnHeads } from './column-heads';
import { ProviderName } from './provider-name';
import type { ProviderRow } from './types';
import tables from '@/components/ui/table.module.css';
import styles from './providers.module.css';

/** One window's measured figures, a row per provider; a provider not measured says so. */
export async function MeasuredFigures({
  locale,
  rows,
  days,
}: {
  locale: Locale;
  rows: readonly ProviderRow[];
  days: FigureWindow;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProvidersPage' }),
    getFormatter({ locale }),
  ]);
  const share = (value: number | null, digits = 1) =>
    value === null
      ? t('notMeasured')
      : format.number(value, { style: 'percent', maximumFractionDigits: digits });
  const seconds = (ms: number | null) =>
    ms === null
      ? t('notMeasured')
      : format.number(ms / 1000, {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        });
  const simulated = rows.some((row) => row.partner.sandbox);
  return (
    <div className={`${tables.boxed} ${styles.tableScroll} ${styles.cards}`} tabIndex={0}>
      <table data-testid={`figures-${days}`}>
        <caption>
          {t('windowCaption', { days })}
          {simulated && <> {t('figuresSimulated')}</>}
        </caption>
        <ColumnHeads
          names={(['provider', 'asked', 'answerRate', 'answerTime', 'best', 'spread'] as const).map(
            (column) => t(`columns.${column}`),
          )}
        />
        <tbody>
          {rows.map(({ partner, figures }) => {
            const window = figures[days];
            return (
              <tr key={partner.id} data-provider={partner.id}>
                <ProviderName partner={partner} simulated={t('simulated')} />
                {window.asked === 0 ? (
                  <td colSpan={5} className={styles.muted}>
                    {t('noQuotes')}
                  </td>
                ) : (
                  <>
                    <td className={styles.figure} data-label={t('columns.asked')}>
                      {format.number(window.asked)}
                    </td>
                    <td className={styles.figure} data-label={t('columns.answerRate')}>
                      {share(window.answerRate)}
                    </td>
                    <td className={styles.figure} data-label={t('columns.answerTime')}>
                      {seconds(window.medianAnswerMs)}
                    </td>
                    <td className={styles.figure} data-label={t('columns.best')}>
                      {share(window.bestShare)}
                    </td>
                    <td className={styles.figure} data-label={t('columns.spread')}>
                      {share(window.medianSpread, 2)}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
