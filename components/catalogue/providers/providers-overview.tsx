import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ColumnHeads } from './column-heads';
import { ProviderName } from './provider-name';
import type { ProviderRow } from './types';
import tables from '@/components/ui/table.module.css';
import styles from './providers.module.css';

/** Who the providers are: verification policy, rate types, typical time, coins and pairs. */
export async function ProvidersOverview({
  locale,
  rows,
}: {
  locale: Locale;
  rows: readonly ProviderRow[];
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProvidersPage' }),
    getFormatter({ locale }),
  ]);
  const count = (value: number | undefined) =>
    value === undefined ? (
      <span className={styles.muted}>{t('unknown')}</span>
    ) : (
      format.number(value)
    );
  return (
    // Focusable so the keyboard can scroll a table wider than the screen.
    <div className={`${tables.boxed} ${styles.tableScroll} ${styles.cards}`} tabIndex={0}>
      <table data-testid="providers-overview">
        <caption>{t('overviewCaption')}</caption>
        <ColumnHeads
          names={(['provider', 'kyc', 'rates', 'eta', 'coins', 'pairs'] as const).map((column) =>
            t(`columns.${column}`),
          )}
        />
        <tbody>
          {rows.map(({ partner, counts }) => {
            const rates = partner.rateTypes;
            const rateKey = rates.length > 1 ? 'both' : rates[0] === 'fixed' ? 'fixed' : 'floating';
            return (
              <tr key={partner.id} data-provider={partner.id}>
                <ProviderName partner={partner} simulated={t('simulated')} />
                <td data-label={t('columns.kyc')}>{t(`kyc.${partner.kyc}`)}</td>
                <td data-label={t('columns.rates')}>{t(`rateTypes.${rateKey}`)}</td>
                <td className={styles.figure} data-label={t('columns.eta')}>
                  {t('eta', { min: partner.eta.min, max: partner.eta.max })}
                </td>
                <td className={styles.figure} data-label={t('columns.coins')}>
                  {count(counts?.coins)}
                </td>
                <td className={styles.figure} data-label={t('columns.pairs')}>
                  {count(counts?.pairs)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
