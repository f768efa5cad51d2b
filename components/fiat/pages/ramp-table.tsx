import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { RampRow } from '@/lib/fiat/page-parts';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pages.module.css';

/**
 * Which ramps serve the page's place, from the coverage matrix and each ramp's own facts: payment
 * methods, limits per order in the page's currency (when it has one), typical time, verification.
 * No quote is asked for it: the live offers are the widget's.
 */
export async function RampTable({
  locale,
  ramps,
  fiat,
  caption,
  sides = false,
}: {
  locale: Locale;
  ramps: readonly RampRow[];
  fiat: string | null;
  caption: string;
  /** Adds whether each ramp buys, sells or both (on pages covering both sides). */
  sides?: boolean;
}) {
  const [t, tWidget] = await Promise.all([
    getTranslations({ locale, namespace: 'FiatPages' }),
    getTranslations({ locale, namespace: 'RampWidget' }),
  ]);
  const money = (value: string) => formatFiat(value, fiat!, locale);
  const limits = (ramp: RampRow) => {
    if (ramp.min && ramp.max)
      return t('limitsRange', { min: money(ramp.min), max: money(ramp.max) });
    if (ramp.min) return t('limitsFrom', { min: money(ramp.min) });
    return t('notNamed');
  };
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.table} ${styles.cards}`} data-testid="ramp-providers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('provider')}</th>
            {sides && <th scope="col">{t('sides')}</th>}
            <th scope="col">{t('methods')}</th>
            {fiat && <th scope="col">{t('limits')}</th>}
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('verification')}</th>
          </tr>
        </thead>
        <tbody>
          {ramps.map((ramp) => (
            <tr key={ramp.id}>
              <th scope="row">
                {ramp.sandbox ? t('sandboxName', { name: ramp.name }) : ramp.name}
                {ramp.partial && <div className={styles.note}>{t('partial')}</div>}
              </th>
              {sides && (
                <td data-label={t('sides')}>
                  {ramp.sides.map((side) => t(`sideNames.${side}`)).join(', ')}
                </td>
              )}
              <td data-label={t('methods')}>
                {ramp.methods.map((method) => tWidget(`methods.${method}`)).join(', ')}
              </td>
              {fiat && <td data-label={t('limits')}>{limits(ramp)}</td>}
              <td data-label={t('time')}>{t('etaValue', ramp.eta)}</td>
              <td data-label={t('verification')}>{t(`kycLevels.${ramp.kyc}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
